/**
 * The look of the console on this device, language and theme together ("en-dark"). The console
 * keeps it in a cookie as well as in storage: the server reads the cookie to send the login page
 * already drawn in that look (scripts/prerender.ts), which it cannot read from storage.
 */
import type { Store } from 'redux';
import type { Language, ThemeMode, ThemeState } from '../slices/themeSlice';

export type Look = `${Language}-${ThemeMode}`;
export const LOOKS: readonly Look[] = ['th-light', 'th-dark', 'en-light', 'en-dark'];
/** A first visit's: the console's defaults (Thai, light). */
export const DEFAULT_LOOK: Look = 'th-light';
export const LOOK_COOKIE = 'look';

export const lookOf = ({ language, mode }: ThemeState): Look => `${language}-${mode}`;

export const lookParts = (look: Look): ThemeState => {
  const [language, mode] = look.split('-') as [Language, ThemeMode];
  return { language, mode };
};

/** The look a request's Cookie header names, or the default when it names none (or an unknown one). */
export function lookFromCookieHeader(header: string | undefined): Look {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOOK_COOKIE) return LOOKS.find((look) => look === value) ?? DEFAULT_LOOK;
  }
  return DEFAULT_LOOK;
}

/**
 * Writes the look cookie now and whenever the language or theme changes. Only the login page needs
 * it, so it goes with requests for /login alone; a year, like the preferences it mirrors.
 */
export function followLook(store: Pick<Store<{ theme: ThemeState }>, 'getState' | 'subscribe'>): () => void {
  let written: Look | null = null;
  const write = () => {
    const look = lookOf(store.getState().theme);
    if (look === written) return;
    written = look;
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${LOOK_COOKIE}=${look}; path=/login; max-age=31536000; samesite=lax${secure}`;
  };
  write();
  return store.subscribe(write);
}
