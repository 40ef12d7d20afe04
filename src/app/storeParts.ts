/**
 * What src/app/store.ts would otherwise take from Redux Toolkit's configureStore, combineSlices and
 * createDynamicMiddleware, written on redux itself (re-exported by the toolkit: importing it does not
 * bring the toolkit's own module). Redux Toolkit ships as one module: whatever the API layer uses of
 * it (createSlice, createAsyncThunk, immer's produce…) would load with the first page if the store
 * imported that module too. Only the development checks below come from it, and a production build
 * leaves them out.
 */
import {
  combineReducers,
  compose,
  createActionCreatorInvariantMiddleware,
  createImmutableStateInvariantMiddleware,
  createSerializableStateInvariantMiddleware,
  type Middleware,
  type Reducer,
  type StoreEnhancer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { thunk } from 'redux-thunk';

/**
 * configureStore's default middleware, in its order: the thunk middleware and, in development and
 * tests only, the action-creator, immutability and serializability checks.
 */
export function defaultMiddleware(serializableCheck: { ignoredActions: string[] }): Middleware[] {
  // The condition as it stands, so that a production build drops the branch and its imports.
  if (process.env.NODE_ENV !== 'production') {
    return [
      createActionCreatorInvariantMiddleware(),
      createImmutableStateInvariantMiddleware(),
      thunk,
      createSerializableStateInvariantMiddleware(serializableCheck),
    ];
  }
  return [thunk];
}

/** The Redux DevTools extension's compose in development (configureStore's `devTools`), else redux's. */
export function devToolsCompose(): typeof compose {
  if (process.env.NODE_ENV === 'production' || typeof window === 'undefined') return compose;
  const extension = (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (options: object) => typeof compose })
    .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  return extension ? extension({ trace: true }) : compose;
}

const SHOULD_AUTOBATCH = 'RTK_autoBatch';

/**
 * configureStore's default enhancer (autoBatchEnhancer, "raf"): after an action RTK Query marks
 * `meta.RTK_autoBatch`, subscribers hear of the change at the next frame, once, not at each action.
 */
export const autoBatch: StoreEnhancer = (createStore) => (reducer, preloadedState) => {
  const store = createStore(reducer, preloadedState);
  let notifying = true;
  let notifyAtFrame = false;
  let queued = false;
  const listeners = new Set<() => void>();
  const notifyListeners = () => {
    queued = false;
    if (!notifyAtFrame) return;
    notifyAtFrame = false;
    listeners.forEach((listener) => listener());
  };
  const queue = () => {
    if (typeof window === 'undefined' || !window.requestAnimationFrame) {
      setTimeout(notifyListeners, 10);
      return;
    }
    let called = false;
    const callback = () => {
      if (called) return;
      called = true;
      window.cancelAnimationFrame(frame);
      clearTimeout(timer);
      notifyListeners();
    };
    const frame = window.requestAnimationFrame(callback);
    const timer = setTimeout(callback, 100);
  };
  return {
    ...store,
    subscribe(listener: () => void) {
      const unsubscribe = store.subscribe(() => notifying && listener());
      listeners.add(listener);
      return () => {
        unsubscribe();
        listeners.delete(listener);
      };
    },
    dispatch(action: UnknownAction) {
      try {
        notifying = !(action?.meta as Record<string, unknown> | undefined)?.[SHOULD_AUTOBATCH];
        notifyAtFrame = !notifying;
        if (notifyAtFrame && !queued) {
          queued = true;
          queue();
        }
        return store.dispatch(action as never);
      } finally {
        notifying = true;
      }
    },
  } as typeof store;
};

/**
 * combineSlices' reducer with `inject`: the reducers given now, and those a later module plugs in
 * (the API slice, src/services/api.ts).
 */
export function injectableReducer<S>(reducers: Record<string, Reducer>) {
  const map = { ...reducers };
  let combined = combineReducers(map);
  const reducer = ((state, action) => combined(state as never, action)) as Reducer<S> & {
    inject(slice: { reducerPath: string; reducer: Reducer }): void;
  };
  reducer.inject = ({ reducerPath, reducer: sliceReducer }) => {
    map[reducerPath] = sliceReducer;
    combined = combineReducers(map);
  };
  return reducer;
}

/**
 * createDynamicMiddleware: middleware added after the stores were made runs in each of them from
 * the next action on, set up once per store.
 */
export function dynamicMiddleware() {
  const added = new Map<Middleware, WeakMap<object, ReturnType<Middleware>>>();
  const middleware: Middleware = (api) => (next) => (action) => {
    const chain = [...added].map(([entry, applied]) => {
      let forStore = applied.get(api);
      if (!forStore) applied.set(api, (forStore = entry(api)));
      return forStore;
    });
    return (compose(...chain) as (next: (action: unknown) => unknown) => (action: unknown) => unknown)(next)(
      action,
    );
  };
  return {
    middleware,
    addMiddleware(...middlewares: Middleware[]) {
      for (const entry of middlewares) if (!added.has(entry)) added.set(entry, new WeakMap());
    },
  };
}
