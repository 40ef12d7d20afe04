import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { tokensOf } from '../lib/accessToken';
import { api } from './api';
import { malformedAnswer } from './baseQuery';
import {
  AuthPaths,
  type LoginProvider,
  type LoginRequest,
  type LogoutRequest,
  type Tokens,
} from '../../contract';
import { sessionCleared, signedIn, type AuthState } from '../slices/authSlice';
import { removeSessionKeys } from '../lib/storage';

export interface LoginArgs {
  provider: LoginProvider;
  code: string;
  /** Keep the session after the browser closes (local storage) rather than for this tab only. */
  remember: boolean;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Tokens, LoginArgs>({
      // An answer without both tokens as text fails the sign-in: nothing is kept, the page says so.
      async queryFn({ provider, code }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: AuthPaths.login(provider),
          method: 'POST',
          body: { code } satisfies LoginRequest,
        });
        if (result.error) return { error: result.error };
        const tokens = tokensOf(result.data);
        return tokens ? { data: tokens } : { error: malformedAnswer() };
      },
      // The login page shows its own message (e.g. a non-admin account's refusal).
      extraOptions: { anonymous: true, silent: true, loader: true },
      async onQueryStarted({ remember }, { dispatch, queryFulfilled }) {
        const { data: tokens } = await queryFulfilled.catch(() => ({ data: null }));
        if (tokens) dispatch(signedIn({ tokens, remember }));
      },
    }),
    logout: build.mutation<unknown, LogoutRequest>({
      query: (body) => ({ url: AuthPaths.logout, method: 'DELETE', body }),
      extraOptions: { anonymous: true, silent: true },
    }),
  }),
});

/**
 * Signing out: the session, the cached answers of the previous admin and the session's storage
 * keys are cleared at once; the server is then told to revoke the refresh token. Theme and
 * language stay: they are the device's preferences, not the session's.
 */
export function signOut(): ThunkAction<Promise<void>, { auth: AuthState }, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const { accessToken, refreshToken } = getState().auth;
    // Signed out already (e.g. the login page signing out again right after the shell did):
    // resetting the API now would abort the first sign-out's logout call.
    if (accessToken || refreshToken) {
      dispatch(sessionCleared());
      dispatch(api.util.resetApiState());
    }
    removeSessionKeys();
    if (refreshToken) await dispatch(authApi.endpoints.logout.initiate({ refreshToken }));
  };
}
