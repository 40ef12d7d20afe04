import { DEFAULT_LOOK, followLook, lookFromCookieHeader, LOOKS } from '../../../src/lib/look';
import type { ThemeState } from '../../../src/slices/themeSlice';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/login; max-age=0`;
  }
}

/** A store of the theme slice alone, enough for followLook. */
function themeStore(initial: ThemeState) {
  let state = { theme: initial };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(theme: ThemeState) {
      state = { theme };
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

  test('the console writes it at start and with every change of language or theme, for /login only', () => {
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
    // Once per change, scoped to the login page, kept for a year.
    expect(written).toEqual([
      'look=en-dark; path=/login; max-age=31536000; samesite=lax',
      'look=th-dark; path=/login; max-age=31536000; samesite=lax',
    ]);
  });
});
