import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistConfig } from 'redux-persist';
import type { Profile, Tokens } from '../../contract';
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

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn: (state, action: PayloadAction<{ tokens: Tokens; remember: boolean }>) => {
      const { tokens, remember } = action.payload;
      state.accessToken = tokens.accessToken;
      state.refreshToken = tokens.refreshToken;
      state.user = userFromToken(tokens.accessToken);
      state.remember = remember;
    },
    tokensRefreshed: (state, action: PayloadAction<Tokens>) => {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      state.user = userFromToken(action.payload.accessToken) ?? state.user;
    },
    /** The profile call is fresher than the token's claims (e.g. a changed phone number). */
    profileRefreshed: (state, action: PayloadAction<Profile>) => {
      const profile = action.payload;
      if (state.user?.id !== profile.profileId) return;
      state.user = {
        id: profile.profileId,
        firstName: profile.firstName ?? '',
        lastName: profile.lastName ?? '',
        email: profile.email ?? '',
        phoneNumber: profile.phoneNumber ?? '',
        imageId: profile.image ?? '',
      };
    },
    sessionCleared: () => initialState,
  },
  selectors: {
    selectIsLoggedIn: (state) => Boolean(state.accessToken && state.refreshToken),
    selectSessionUser: (state) => state.user,
  },
});

export const { signedIn, tokensRefreshed, profileRefreshed, sessionCleared } = authSlice.actions;
export const { selectIsLoggedIn, selectSessionUser } = authSlice.selectors;

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
};
