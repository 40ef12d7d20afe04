/**
 * The sign-in round trip (spec section 2): a state value is stored, the browser goes to the
 * provider's authorize page, and the provider sends it back to /login with a code and the state.
 */
import type { ProviderConfig, RuntimeConfig } from '../../lib/config';
import { RoutePath } from '../../lib/routePaths';
import type { LoginProvider } from '../../../contract';
import { readObject, readString, removeItem, StorageKey, writeItem } from '../../lib/storage';

export type SignInProvider = 'line' | 'apple';

/** The state value's first letter names the provider, so the return knows which exchange to call. */
const statePrefix: Record<SignInProvider, string> = { line: 'l', apple: 'a' };
const loginProviderByPrefix: Record<string, LoginProvider> = { l: 'lineWeb', a: 'appleWeb' };

/** What to do once the provider returns: where to go, and whether the session outlives the tab. */
export interface SignInIntent {
  returnTo: string;
  remember: boolean;
}

/** `l` or `a` followed by 32 hex digits from the browser's cryptographic random source. */
export function createStateValue(provider: SignInProvider): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return statePrefix[provider] + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function loginProviderOf(state: string): LoginProvider | null {
  return loginProviderByPrefix[state.charAt(0)] ?? null;
}

/** Only a path inside the console can be returned to (never another site, never /login itself). */
export function safeReturnTo(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return RoutePath.home;
  }
  return value.split(/[?#]/)[0] === RoutePath.login ? RoutePath.home : value;
}

export function authorizeUrl(
  provider: SignInProvider,
  config: RuntimeConfig,
  origin: string,
  state: string,
): string {
  const { clientId, authorizeUrl: base }: ProviderConfig = config[provider];
  const url = new URL(base);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', `${origin}${RoutePath.login}`);
  url.searchParams.set('state', state);
  if (provider === 'line') url.searchParams.set('scope', 'profile');
  return url.toString();
}

/** Stores the state and the intent for this tab and gives the address to send the browser to. */
export function beginSignIn(
  provider: SignInProvider,
  intent: SignInIntent,
  config: RuntimeConfig,
  origin: string,
): string {
  const state = createStateValue(provider);
  writeItem(StorageKey.state, state, { session: true });
  writeItem(
    StorageKey.signInIntent,
    { returnTo: safeReturnTo(intent.returnTo), remember: intent.remember },
    { session: true },
  );
  return authorizeUrl(provider, config, origin, state);
}

export type SignInCallback =
  | { kind: 'none' }
  | { kind: 'refused' }
  | { kind: 'cancelled'; provider: LoginProvider }
  | { kind: 'providerError'; provider: LoginProvider }
  | { kind: 'exchange'; provider: LoginProvider; code: string; intent: SignInIntent };

/** Reads the provider's return from the address against the stored state; reads only, see forgetSignInAttempt. */
export function readSignInCallback(search: URLSearchParams): SignInCallback {
  const code = search.get('code');
  const state = search.get('state');
  // OAuth 2.0 error response (RFC 6749 4.1.2.1): access_denied when the admin cancelled.
  const error = search.get('error');
  if (!code && !state && !error) return { kind: 'none' };
  const storedState = readString(StorageKey.state);
  const storedIntent = readObject<Partial<SignInIntent>>(StorageKey.signInIntent);
  const provider = state ? loginProviderOf(state) : null;
  if (!state || !storedState || state !== storedState || !provider) return { kind: 'refused' };
  if (error) return { kind: error === 'access_denied' ? 'cancelled' : 'providerError', provider };
  if (!code) return { kind: 'refused' };
  return {
    kind: 'exchange',
    provider,
    code,
    intent: { returnTo: safeReturnTo(storedIntent?.returnTo), remember: storedIntent?.remember === true },
  };
}

/** The stored state is good for one return only: removed whatever the outcome, so a replay is refused. */
export function forgetSignInAttempt(): void {
  removeItem(StorageKey.state);
  removeItem(StorageKey.signInIntent);
}
