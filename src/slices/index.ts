/**
 * The root reducer: the five slices every screen uses, and the API slice (RTK Query) injected when
 * the first service file loads (src/services/api.ts), so the login page does without it. This is
 * Redux Toolkit's own code splitting: `combineSlices(...).withLazyLoadedSlices()` for the reducer,
 * `createDynamicMiddleware()` for the API's middleware.
 */
import {
  combineSlices,
  createDynamicMiddleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { alertSlice } from './alertSlice';
import { authPersistConfig, authSlice } from './authSlice';
import { loaderSlice } from './loaderSlice';
import { noticeSlice } from './noticeSlice';
import { themePersistConfig, themeSlice } from './themeSlice';

/** Slices injected later declare themselves here (`declare module`), as src/services/api.ts does. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  {
    [authSlice.reducerPath]: persistReducer(authPersistConfig, authSlice.reducer),
    [themeSlice.reducerPath]: persistReducer(themePersistConfig, themeSlice.reducer),
  },
  alertSlice,
  loaderSlice,
  noticeSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware added by code that loads later: the API's (src/services/api.ts). */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
