import {
  DEFAULT_LOOK,
  followLook,
  lookFromCookieHeader,
  LOOKS,
  rememberedFromCookieHeader,
} from '../../../src/lib/look';
import type { AuthState } from '../../../src/slices/authSlice';
import type { ThemeState } from '../../../src/slices/themeSlice';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

type Session = Pick<AuthState, 'accessToken' | 'remember'>;
const signedOut: Session = { accessToken: null, remember: false };

/** A store of the theme slice and the session, enough for followLook. */
function themeStore(initial: ThemeState, session: Session = signedOut) {
  let state = { theme: initial, auth: session };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(theme: ThemeState, auth: Session = state.auth) {
      state = { theme, auth };
      for (const listener of listeners) listener();
    },
  };
}

describe('the look cookie', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/login');
    clearCookies();
  });

  test('names one of four looks; the server takes anything else as the default', () => {
    expect(LOOKS).toEqual(['th-light', 'th-dark', 'en-light', 'en-dark']);
    expect(lookFromCookieHeader('look=en-dark')).toBe('en-dark');
    expect(lookFromCookieHeader('a=1; look=th-dark; b=2')).toBe('th-dark');
    expect(lookFromCookieHeader(undefined)).toBe(DEFAULT_LOOK);
    expect(lookFromCookieHeader('')).toBe('th-light');
    expect(lookFromCookieHeader('look=fr-dark')).toBe('th-light');
    expect(lookFromCookieHeader('outlook=en-dark')).toBe('th-light');
  });

  test('the remembered hint is "1" and nothing else', () => {
    expect(rememberedFromCookieHeader('look=th-light; remembered=1')).toBe(true);
    expect(rememberedFromCookieHeader('remembered=0')).toBe(false);
    expect(rememberedFromCookieHeader('look=th-light')).toBe(false);
    expect(rememberedFromCookieHeader(undefined)).toBe(false);
  });

  test('the console writes it at start and with every change of language or theme, for the whole site', () => {
    const store = themeStore({ language: 'en', mode: 'dark' });
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    const stop = followLook(store);
    expect(document.cookie).toBe('look=en-dark');
    store.set({ language: 'en', mode: 'dark' });
    store.set({ language: 'th', mode: 'dark' });
    expect(document.cookie).toBe('look=th-dark');
    stop();
    store.set({ language: 'th', mode: 'light' });
    expect(document.cookie).toBe('look=th-dark');
    spy.mockRestore();
    // Once per change, for the login page and home, kept for a year; no remembered session, no hint.
    expect(written).toEqual([
      'look=en-dark; path=/; max-age=31536000; samesite=lax',
      'remembered=; path=/; max-age=0; samesite=lax',
      'look=th-dark; path=/; max-age=31536000; samesite=lax',
    ]);
  });

  test('the remembered hint follows a session kept in local storage, and goes with it', () => {
    const store = themeStore({ language: 'th', mode: 'light' });
    const stop = followLook(store);
    expect(document.cookie).toBe('look=th-light');
    // "Remember me" not ticked: the session is this tab's, another tab would open signed out.
    store.set({ language: 'th', mode: 'light' }, { accessToken: 'token', remember: false });
    expect(document.cookie).toBe('look=th-light');
    store.set({ language: 'th', mode: 'light' }, { accessToken: 'token', remember: true });
    expect(document.cookie).toBe('look=th-light; remembered=1');
    // Signed out: home is no longer the page to send drawn.
    store.set({ language: 'th', mode: 'light' }, signedOut);
    expect(document.cookie).toBe('look=th-light');
    stop();
  });
});
