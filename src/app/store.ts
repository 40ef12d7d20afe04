import {
  applyMiddleware,
  legacy_createStore,
  type Dispatch,
  type Middleware,
  type Store,
  type StoreEnhancer,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import type { api } from '../services/api';
import { alertReducer } from '../slices/alertSlice';
import { authPersistConfig, authReducer, signedIn, tokensRefreshed } from '../slices/authSlice';
import { loaderReducer } from '../slices/loaderSlice';
import { themePersistConfig, themeReducer } from '../slices/themeSlice';
import { createAction } from '../lib/actions';
import {
  autoBatch,
  defaultMiddleware,
  devToolsCompose,
  dynamicMiddleware,
  injectableReducer,
} from './storeParts';

/** Spec section 9: the active queries re-run this long after a language change. */
export const LANGUAGE_REFETCH_DELAY_MS = 400;

const staticReducers = {
  auth: persistReducer(authPersistConfig, authReducer),
  theme: persistReducer(themePersistConfig, themeReducer),
  alert: alertReducer,
  loader: loaderReducer,
};
// The API slice (never persisted: cached answers belong to one session and one language) is
// injected when the API layer loads.
type StaticState = { [K in keyof typeof staticReducers]: ReturnType<(typeof staticReducers)[K]> };
export type RootState = StaticState & Partial<WithSlice<typeof api>>;
const rootReducer = injectableReducer<RootState>(staticReducers);

/**
 * The API layer (RTK Query, src/services/api.ts) plugs itself in when the first code that calls
 * the server loads: the login page, the first page a visitor loads, does without it. Nor does the
 * store itself use Redux Toolkit's module at run time (src/app/storeParts.ts says why).
 */
const apiLayer = dynamicMiddleware();
const apiLayerPlugged = createAction('app/apiLayerPlugged');
const liveStores = new Set<WeakRef<{ dispatch: (action: ReturnType<typeof apiLayerPlugged>) => unknown }>>();

export function plugInApiLayer(slice: typeof api, ...middleware: Middleware[]) {
  rootReducer.inject(slice);
  apiLayer.addMiddleware(...middleware);
  // A store made earlier gets the slice's state now rather than at its next action: the layer's
  // hooks read it at once.
  for (const ref of liveStores) ref.deref()?.dispatch(apiLayerPlugged());
}

/** A new store and its persistor; tests build one per test. */
export function createAppStore() {
  // redux-persist writes on its own schedule; a reload just after sign-in or a token rotation
  // would then find no session, or a refresh token the server has already rotated away.
  const flushNewSession: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (signedIn.match(action) || tokensRefreshed.match(action)) void persistor.flush();
    return result;
  };
  const middleware = [
    flushNewSession,
    ...defaultMiddleware({ ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] }),
    apiLayer.middleware,
  ];
  const enhancer: StoreEnhancer = devToolsCompose()(applyMiddleware(...middleware), autoBatch);
  const store = legacy_createStore(rootReducer, enhancer) as AppStore;
  liveStores.add(new WeakRef(store));

  const persistor = persistStore(store);
  return { store, persistor };
}

/**
 * Resolves once redux-persist has read the saved session and preferences back. The console renders
 * only after it (start.tsx), so no screen ever draws the defaults first.
 */
export function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction> & Dispatch<UnknownAction>;
export type AppStore = Store<RootState, UnknownAction> & { dispatch: AppDispatch };
