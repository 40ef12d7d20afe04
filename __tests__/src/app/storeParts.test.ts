import { applyMiddleware, legacy_createStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import {
  autoBatch,
  defaultMiddleware,
  dynamicMiddleware,
  injectableReducer,
} from '../../../src/app/storeParts';
import { createAction } from '../../../src/lib/actions';

const counted = createAction<number>('test/counted');
const counter: Reducer<number> = (state = 0, action) =>
  counted.match(action) ? state + action.payload : state;
/** What RTK Query marks its frequent internal actions with. */
const batched = (type: string) => ({ type, meta: { RTK_autoBatch: true } });
const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 120));

describe('createAction (the slices’ action creators)', () => {
  it('makes { type, payload } actions and recognises its own', () => {
    expect(counted(2)).toEqual({ type: 'test/counted', payload: 2 });
    expect(counted.type).toBe('test/counted');
    expect(String(counted)).toBe('test/counted');
    expect(counted.match({ type: 'test/counted', payload: 1 })).toBe(true);
    expect(counted.match({ type: 'test/other' })).toBe(false);
    expect(counted.match('test/counted')).toBe(false);
  });
});

describe('the store parts', () => {
  it('autoBatch: plain actions notify at once, batched ones once at the next frame', async () => {
    const store = legacy_createStore(counter, autoBatch);
    const heard = jest.fn();
    store.subscribe(heard);

    store.dispatch(counted(1));
    expect(heard).toHaveBeenCalledTimes(1);

    store.dispatch(batched('test/a'));
    store.dispatch(batched('test/b'));
    store.dispatch(batched('test/c'));
    expect(heard).toHaveBeenCalledTimes(1);
    await nextFrame();
    expect(heard).toHaveBeenCalledTimes(2);

    const unsubscribe = store.subscribe(heard);
    unsubscribe();
    store.dispatch(counted(1));
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('injectableReducer: a slice plugged in later gets its state at the next action, the others keep theirs', () => {
    const reducer = injectableReducer<{ count: number; later?: string }>({ count: counter });
    const store = legacy_createStore(reducer);
    store.dispatch(counted(5));
    expect(store.getState()).toEqual({ count: 5 });

    reducer.inject({ reducerPath: 'later', reducer: (state: string = 'ready') => state });
    store.dispatch({ type: 'test/any' });
    expect(store.getState()).toEqual({ count: 5, later: 'ready' });
  });

  it('dynamicMiddleware: middleware added after the store runs from the next action, set up once per store', () => {
    const layer = dynamicMiddleware();
    const stores = [1, 2].map(() => legacy_createStore(counter, applyMiddleware(layer.middleware)));
    const setUp = jest.fn();
    const seen: string[] = [];
    const recorder: Middleware = () => {
      setUp();
      return (next) => (action) => {
        seen.push((action as { type: string }).type);
        return next(action);
      };
    };

    stores[0].dispatch(counted(1));
    expect(seen).toEqual([]);

    layer.addMiddleware(recorder, recorder);
    stores[0].dispatch(counted(1));
    stores[0].dispatch(counted(1));
    stores[1].dispatch(counted(1));
    expect(seen).toEqual(['test/counted', 'test/counted', 'test/counted']);
    expect(setUp).toHaveBeenCalledTimes(2);
    expect(stores[0].getState()).toBe(3);
  });

  it('defaultMiddleware: thunks run, and outside production the serializability check warns', () => {
    const store = legacy_createStore(counter, applyMiddleware(...defaultMiddleware({ ignoredActions: [] })));
    store.dispatch(((dispatch: (action: unknown) => void, getState: () => number) => {
      dispatch(counted(getState() + 4));
    }) as never);
    expect(store.getState()).toBe(4);

    const warned = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.dispatch({ type: 'test/odd', payload: new Map() });
    expect(warned).toHaveBeenCalledWith(
      expect.stringContaining('non-serializable'),
      expect.anything(),
      expect.anything(),
      expect.anything(),
      expect.anything(),
      expect.anything(),
    );
    warned.mockRestore();
  });
});
