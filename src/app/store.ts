import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  createListenerMiddleware,
  isAnyOf,
  type Middleware,
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

/** Spec section 9: the active queries re-run this long after a language change. */
export const LANGUAGE_REFETCH_DELAY_MS = 400;

const rootReducer = combineSlices({
  auth: persistReducer(authPersistConfig, authReducer),
  theme: persistReducer(themePersistConfig, themeReducer),
  alert: alertReducer,
  loader: loaderReducer,
  // The API slice (never persisted: cached answers belong to one session and one language).
}).withLazyLoadedSlices<WithSlice<typeof api>>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The API layer (RTK Query, src/services/api.ts) plugs itself in when the first code that calls
 * the server loads: the login page, the first page a visitor loads, does without it.
 */
const apiLayer = createDynamicMiddleware();
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
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(apiLayer.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  liveStores.add(new WeakRef(store));

  const persistor = persistStore(store);

  // redux-persist writes on its own schedule; a reload just after sign-in or a token rotation
  // would then find no session, or a refresh token the server has already rotated away.
  listeners.startListening({
    matcher: isAnyOf(signedIn, tokensRefreshed),
    effect: () => persistor.flush(),
  });

  return { store, persistor };
}

/**
 * Resolves once redux-persist has read the saved session and preferences back. The console renders
 * only after it (main.tsx), so no screen ever draws the defaults first.
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

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
