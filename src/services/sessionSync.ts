/**
 * The tabs of one session share its token rotations. A refresh token works once: a tab that sent
 * the one another tab had already swapped would look like a stolen token to the server, which
 * then ends the session in every tab. So one tab refreshes at a time (a lock across tabs), each
 * rotation is announced to the others, and a tab about to refresh first takes up a rotation
 * another tab made.
 */
import type { Store } from 'redux';
import { secondsUntilExpiry, tokensOf, userFromToken } from '../lib/accessToken';
import { readString, StorageKey } from '../lib/storage';
import { tokensRefreshed, type AuthState } from '../slices/authSlice';
import type { Tokens } from './contract';

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
