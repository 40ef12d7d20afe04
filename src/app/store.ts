import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { api, tagTypes } from '../services/api';
import { alertReducer } from '../slices/alertSlice';
import { authPersistConfig, authReducer, signedIn, tokensRefreshed } from '../slices/authSlice';
import { loaderReducer } from '../slices/loaderSlice';
import { languageChanged, themePersistConfig, themeReducer } from '../slices/themeSlice';

/** Spec section 9: the active queries re-run this long after a language change. */
export const LANGUAGE_REFETCH_DELAY_MS = 400;

const rootReducer = combineReducers({
  auth: persistReducer(authPersistConfig, authReducer),
  theme: persistReducer(themePersistConfig, themeReducer),
  alert: alertReducer,
  loader: loaderReducer,
  // Never persisted: cached answers belong to one session and one language.
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

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
        .concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });

  listeners.startListening({
    actionCreator: languageChanged,
    effect: async (_action, listener) => {
      // Only the last of quick successive changes refetches.
      listener.cancelActiveListeners();
      await listener.delay(LANGUAGE_REFETCH_DELAY_MS);
      listener.dispatch(api.util.invalidateTags([...tagTypes]));
    },
  });

  const persistor = persistStore(store);

  // redux-persist writes on its own schedule; a reload just after sign-in or a token rotation
  // would then find no session, or a refresh token the server has already rotated away.
  listeners.startListening({
    matcher: isAnyOf(signedIn, tokensRefreshed),
    effect: () => persistor.flush(),
  });

  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
