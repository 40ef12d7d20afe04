/**
 * The look of the console on this device, language and theme together ("en-dark"). The console
 * keeps it in a cookie as well as in storage: the server reads the cookie to send the login page,
 * or home, already drawn in that look (scripts/prerender.ts), which it cannot read from storage.
 * Beside it a hint that this device remembers a signed-in admin, so that home, not the login page,
 * is the page to send drawn. Neither is a secret: the session itself stays in storage.
 */
import type { Store } from 'redux';
import type { AuthState } from '../slices/authSlice';
import type { Language, ThemeMode, ThemeState } from '../slices/themeSlice';

export type Look = `${Language}-${ThemeMode}`;
export const LOOKS: readonly Look[] = ['th-light', 'th-dark', 'en-light', 'en-dark'];
/** A first visit's: the console's defaults (Thai, light). */
export const DEFAULT_LOOK: Look = 'th-light';
export const LOOK_COOKIE = 'look';
/** Set ("1") while this device keeps a signed-in session in local storage ("remember me"). */
export const REMEMBERED_COOKIE = 'remembered';

export const lookOf = ({ language, mode }: ThemeState): Look => `${language}-${mode}`;

export const lookParts = (look: Look): ThemeState => {
  const [language, mode] = look.split('-') as [Language, ThemeMode];
  return { language, mode };
};

function cookieFromHeader(header: string | undefined, wanted: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === wanted) return value;
  }
  return undefined;
}

/** The look a request's Cookie header names, or the default when it names none (or an unknown one). */
export function lookFromCookieHeader(header: string | undefined): Look {
  const named = cookieFromHeader(header, LOOK_COOKIE);
  return LOOKS.find((look) => look === named) ?? DEFAULT_LOOK;
}

/** Whether a request's Cookie header says the device remembers a signed-in admin. */
export const rememberedFromCookieHeader = (header: string | undefined): boolean =>
  cookieFromHeader(header, REMEMBERED_COOKIE) === '1';

type LookStore = Pick<
  Store<{ theme: ThemeState; auth: Pick<AuthState, 'accessToken' | 'remember'> }>,
  'getState' | 'subscribe'
>;

/**
 * Writes the look cookie and the remembered hint now and whenever they change: a year, like the
 * preferences and the session they mirror. A session kept for this tab alone sets no hint: another
 * tab would open signed out.
 */
export function followLook(store: LookStore): () => void {
  const written = new Map<string, string>();
  const write = (name: string, value: string | null) => {
    if (written.get(name) === (value ?? '')) return;
    written.set(name, value ?? '');
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    const maxAge = value === null ? 0 : 31536000;
    document.cookie = `${name}=${value ?? ''}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
  };
  const follow = () => {
    const { theme, auth } = store.getState();
    write(LOOK_COOKIE, lookOf(theme));
    write(REMEMBERED_COOKIE, auth.accessToken && auth.remember ? '1' : null);
  };
  follow();
  return store.subscribe(follow);
}
