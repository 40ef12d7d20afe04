import type { Action } from '@reduxjs/toolkit';
import { createAction } from '../lib/actions';
import type { PersistConfig } from 'redux-persist';
import type { Profile, Tokens } from '../services/contract';
import { userFromToken, type SessionUser } from '../lib/accessToken';
import { sliceStorageEngine, StorageKey, storedIn } from '../lib/storage';

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  /** The "remember me" choice: tokens in local storage when set, otherwise session-scoped. */
  remember: boolean;
}

const initialState: AuthState = { accessToken: null, refreshToken: null, user: null, remember: false };

// Plain actions and reducer rather than createSlice: createSlice brings immer into the first load
// (the login page's), and these few immutable updates do not need it.
export const signedIn = createAction<{ tokens: Tokens; remember: boolean }>('auth/signedIn');
export const tokensRefreshed = createAction<Tokens>('auth/tokensRefreshed');
/** The profile call is fresher than the token's claims (e.g. a changed phone number). */
export const profileRefreshed = createAction<Profile>('auth/profileRefreshed');
export const sessionCleared = createAction('auth/sessionCleared');

export function authReducer(state: AuthState = initialState, action: Action): AuthState {
  if (signedIn.match(action)) {
    const { tokens, remember } = action.payload;
    return {
      ...state,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      user: userFromToken(tokens.accessToken),
      remember,
    };
  }
  if (tokensRefreshed.match(action)) {
    const tokens = action.payload;
    return {
      ...state,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      user: userFromToken(tokens.accessToken) ?? state.user,
    };
  }
  if (profileRefreshed.match(action)) {
    const profile = action.payload;
    if (!state.user || state.user.id !== profile.profileId) return state;
    return {
      ...state,
      user: {
        id: profile.profileId,
        firstName: profile.firstName ?? '',
        lastName: profile.lastName ?? '',
        email: profile.email ?? '',
        phoneNumber: profile.phoneNumber ?? '',
        imageId: profile.image ?? '',
      },
    };
  }
  if (sessionCleared.match(action)) return initialState;
  return state;
}

type WithAuth = { auth: AuthState };
export const selectIsLoggedIn = (state: WithAuth) =>
  Boolean(state.auth.accessToken && state.auth.refreshToken);
export const selectSessionUser = (state: WithAuth) => state.auth.user;

/** Tokens and profile under a, r and p; where the access token was found tells the remember choice. */
export const authPersistConfig: PersistConfig<AuthState> = {
  key: 'auth',
  storage: sliceStorageEngine<AuthState>({
    fields: {
      accessToken: StorageKey.accessToken,
      refreshToken: StorageKey.refreshToken,
      user: StorageKey.profile,
    },
    isSessionScoped: (state) => !state.remember,
    restore: () => ({ remember: storedIn(StorageKey.accessToken) === 'local' }),
  }),
  serialize: false,
  // Read by redux-persist but missing from its types: the engine hands back objects, not JSON.
  ...({ deserialize: false } as object),
};
