/**
 * The session's tokens: refreshed before a call when they expire within 60 s or after a 401, one
 * refresh at a time per store, and one tab at a time across the browser. A refresh token works
 * once: a tab that sent the one another tab had already swapped would look like a stolen token to
 * the server, which then ends the session in every tab. So one tab refreshes at a time (a lock
 * across tabs), each rotation is announced to the others, and a tab about to refresh first takes
 * up a rotation another tab made.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Store } from 'redux';
import { EARLY_REFRESH_SECONDS, secondsUntilExpiry, tokensOf, userFromToken } from '../lib/accessToken';
import { readString, StorageKey } from '../lib/storage';
import { sessionCleared, tokensRefreshed, type AuthState } from '../slices/authSlice';
import { ClientReason, failure, type ApiFailure } from './apiFailure';
import { AuthPaths, ErrorReason, type RefreshTokenRequest, type Tokens } from '../../contract';
import type { ApiRequest } from './request';

const CHANNEL_NAME = 'poolvilla-session';
const REFRESH_LOCK = 'poolvilla-token-refresh';

/** What a tab announces after a refresh: the pair that replaces `previousRefreshToken`. */
export interface Rotation {
  previousRefreshToken: string;
  tokens: Tokens;
}

type SessionChannel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

/** A channel to the other tabs, or null where the browser has none (then each tab is on its own). */
function openChannel(): SessionChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

function isRotation(value: unknown): value is Rotation {
  const rotation = value as Rotation | null;
  return typeof rotation?.previousRefreshToken === 'string' && tokensOf(rotation.tokens) !== null;
}

/** Runs `refresh` while no other tab of this browser refreshes (Web Locks; alone where unsupported). */
export function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, refresh) : refresh();
}

export function announceRotation(rotation: Rotation, channel: SessionChannel | null = openChannel()): void {
  if (!channel) return;
  channel.postMessage(rotation);
  channel.close();
}

/**
 * Takes up the rotations other tabs announce for this tab's refresh token (stored again by the
 * session flush, so a reload finds the new pair). Returns the function that stops listening.
 */
export function followRotations(
  store: Store<{ auth: AuthState }>,
  channel: SessionChannel | null = openChannel(),
): () => void {
  if (!channel) return () => undefined;
  channel.onmessage = (event) => {
    const rotation: unknown = event.data;
    if (isRotation(rotation) && store.getState().auth.refreshToken === rotation.previousRefreshToken)
      store.dispatch(tokensRefreshed(rotation.tokens));
  };
  return () => channel.close();
}

/**
 * The pair another tab stored after rotating this session's tokens, or null. Tabs that keep the
 * session in local storage share it; only a pair for the same admin, not the one `auth` holds and
 * still fresh for `minimumSeconds`, counts.
 */
export function pairRotatedElsewhere(auth: AuthState, minimumSeconds: number): Tokens | null {
  const accessToken = readString(StorageKey.accessToken);
  const refreshToken = readString(StorageKey.refreshToken);
  if (!accessToken || !refreshToken || refreshToken === auth.refreshToken) return null;
  if (!auth.user || userFromToken(accessToken)?.id !== auth.user.id) return null;
  if (secondsUntilExpiry(accessToken) < minimumSeconds) return null;
  return { accessToken, refreshToken };
}

// ---------- the refresh ----------

export type CallResult = { data: unknown } | { error: ApiFailure };
/** How the baseQuery sends one call (the refresh's own, here): only the baseQuery calls fetch. */
export type Send = (request: ApiRequest, api: BaseQueryApi, token: string | null) => Promise<CallResult>;
type TokenOutcome = { token: string } | { failure: ApiFailure };

const sessionExpired = () => failure(403, ErrorReason.sessionExpired);
const isNetworkFailure = (error: ApiFailure) => error.data.status.description === ClientReason.network;
const ACCOUNT_REFUSALS: readonly string[] = [ErrorReason.accountInactive, ErrorReason.notAdmin];
const isAccountRefusal = (error: ApiFailure) =>
  error.status === 403 && ACCOUNT_REFUSALS.includes(error.data.status.description);
const authOf = (api: BaseQueryApi) => (api.getState() as { auth: AuthState }).auth;

/** One refresh at a time per store, however many calls need it together. */
const refreshInFlight = new WeakMap<object, Promise<TokenOutcome>>();

/**
 * A token to replace `staleToken` that another tab of the session already got (announced to this
 * tab, or stored where both tabs keep the session), or null when this tab must refresh itself.
 */
function rotatedElsewhere(api: BaseQueryApi, staleToken: string): string | null {
  const auth = authOf(api);
  if (auth.accessToken && auth.accessToken !== staleToken) return auth.accessToken;
  const stored = pairRotatedElsewhere(auth, EARLY_REFRESH_SECONDS);
  if (!stored) return null;
  api.dispatch(tokensRefreshed(stored));
  return stored.accessToken;
}

/** Refreshes the session, one tab at a time (see the top of this file for why). */
function runRefresh(api: BaseQueryApi, staleToken: string, send: Send): Promise<TokenOutcome> {
  return withRefreshLock(async () => {
    const taken = rotatedElsewhere(api, staleToken);
    return taken ? { token: taken } : refreshTokens(api, send);
  });
}

/** The waits before sending a refresh again that failed on the network (within the server's grace). */
export const REFRESH_RETRY_DELAYS_MS = [500, 1_500];

const sendRefresh = (refreshToken: string, api: BaseQueryApi, send: Send) =>
  send(
    { url: AuthPaths.refreshToken, method: 'POST', body: { refreshToken } satisfies RefreshTokenRequest },
    api,
    null,
  );

async function refreshTokens(api: BaseQueryApi, send: Send): Promise<TokenOutcome> {
  const { refreshToken } = authOf(api);
  if (!refreshToken) {
    api.dispatch(sessionCleared());
    return { failure: sessionExpired() };
  }
  let result = await sendRefresh(refreshToken, api, send);
  // The answer may have been lost on the way back: the same token again within the server's reuse
  // grace gets the same pair, so a dropped connection does not end the session.
  for (const delay of REFRESH_RETRY_DELAYS_MS) {
    if (!('error' in result && isNetworkFailure(result.error)) || api.signal.aborted) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    result = await sendRefresh(refreshToken, api, send);
  }
  // Still unreachable: the session may still be good, so keep it and report the network failure.
  if ('error' in result && isNetworkFailure(result.error)) return { failure: result.error };
  // Refused for the account itself (switched off, no longer an administrator): the session ends
  // with the server's reason, which the admin is shown, not as an expiry.
  if ('error' in result && isAccountRefusal(result.error)) {
    api.dispatch(sessionCleared());
    return { failure: result.error };
  }
  // A refused refresh, or an answer without both tokens as text: the session cannot go on.
  const tokens = 'data' in result ? tokensOf(result.data) : null;
  if (!tokens) {
    api.dispatch(sessionCleared());
    return { failure: sessionExpired() };
  }
  api.dispatch(tokensRefreshed(tokens));
  announceRotation({ previousRefreshToken: refreshToken, tokens });
  return { token: tokens.accessToken };
}

/**
 * A fresh token to replace `staleToken`. A call whose 401 arrives after another call already
 * refreshed just takes the new token, so a burst of failures costs one refresh.
 */
export function refreshSession(api: BaseQueryApi, staleToken: string, send: Send): Promise<TokenOutcome> {
  const current = authOf(api).accessToken;
  if (current && current !== staleToken) return Promise.resolve({ token: current });
  let pending = refreshInFlight.get(api.dispatch);
  if (!pending) {
    pending = runRefresh(api, staleToken, send).finally(() => refreshInFlight.delete(api.dispatch));
    refreshInFlight.set(api.dispatch, pending);
  }
  return pending;
}

/** The token for the next call: the one held, or a fresh one when it expires within 60 s. */
export async function usableToken(api: BaseQueryApi, send: Send): Promise<TokenOutcome> {
  const pending = refreshInFlight.get(api.dispatch);
  if (pending) return pending;
  const token = authOf(api).accessToken;
  if (!token) return { failure: sessionExpired() };
  if (secondsUntilExpiry(token) >= EARLY_REFRESH_SECONDS) return { token };
  return refreshSession(api, token, send);
}
