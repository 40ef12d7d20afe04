import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { dynamicMiddleware, rootReducer, type RootState } from '../slices';
import { signedIn, tokensRefreshed } from '../slices/authSlice';

/**
 * A new store, read back from storage (redux-persist) before it resolves, so no screen ever draws
 * the defaults first. The entry makes one; tests make one each.
 */
export async function setupStore(preloadedState?: Partial<RootState>) {
  // redux-persist writes on its own schedule; a reload just after sign-in or a token rotation
  // would then find no session, or a refresh token the server has already rotated away.
  const flushNewSession: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (signedIn.match(action) || tokensRefreshed.match(action)) void persistor.flush();
    return result;
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(flushNewSession)
        .concat(dynamicMiddleware.middleware),
  });
  let persistor!: ReturnType<typeof persistStore>;
  await new Promise<void>((rehydrated) => {
    persistor = persistStore(store, null, rehydrated);
  });
  return { store, persistor };
}

export type AppStore = Awaited<ReturnType<typeof setupStore>>['store'];
