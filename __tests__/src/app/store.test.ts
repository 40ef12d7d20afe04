import { PropertyPaths } from '../../../contract';
import { propertiesApi } from '../../../src/services/propertiesApi';
import { signedIn, tokensRefreshed } from '../../../src/slices/authSlice';
import { languageChanged, themeToggled } from '../../../src/slices/themeSlice';
import { LANGUAGE_REFETCH_DELAY_MS } from '../../../src/services/api';
import { createReadyStore } from '../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../support/sandbox';

const sandbox = useSandbox();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('persistence across a store rebuild', () => {
  it('keeps the theme and the language under t and l', async () => {
    const first = await createReadyStore();
    expect(first.store.getState().theme).toMatchObject({ mode: 'light', language: 'th' });
    first.store.dispatch(themeToggled());
    first.store.dispatch(languageChanged('en'));
    await first.persistor.flush();
    expect(window.localStorage.getItem('t')).toBe('["s","dark"]');
    expect(window.localStorage.getItem('l')).toBe('["s","en"]');

    const second = await createReadyStore();
    expect(second.store.getState().theme).toMatchObject({ mode: 'dark', language: 'en' });
  });

  it('falls back to the defaults for stored values it does not know', async () => {
    window.localStorage.setItem('t', '["s","purple"]');
    window.localStorage.setItem('l', '["s","fr"]');
    const { store } = await createReadyStore();
    expect(store.getState().theme).toMatchObject({ mode: 'light', language: 'th' });
  });

  it('writes a new session and every rotated token pair at once, before any reload can happen', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { store } = await createReadyStore();
    store.dispatch(signedIn({ tokens, remember: true }));
    await Promise.resolve();
    expect(window.localStorage.getItem('r')).toBe(JSON.stringify(['s', tokens.refreshToken]));

    store.dispatch(tokensRefreshed({ accessToken: tokens.accessToken, refreshToken: 'rotated' }));
    await Promise.resolve();
    expect(window.localStorage.getItem('r')).toBe(JSON.stringify(['s', 'rotated']));
  });

  it('keeps a remembered session in local storage', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const first = await createReadyStore();
    first.store.dispatch(signedIn({ tokens, remember: true }));
    await first.persistor.flush();
    expect(window.localStorage.getItem('a')).toBe(JSON.stringify(['s', tokens.accessToken]));
    expect(window.localStorage.getItem('r')).toBe(JSON.stringify(['s', tokens.refreshToken]));
    expect(JSON.parse(window.localStorage.getItem('p') ?? 'null')).toEqual([
      'o',
      expect.objectContaining({ email: seededAccounts.admin }),
    ]);

    const second = await createReadyStore();
    expect(second.store.getState().auth).toMatchObject({ ...tokens, remember: true });
    expect(second.store.getState().auth.user?.email).toBe(seededAccounts.admin);
  });

  it('keeps a session without "remember me" in session storage only', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const first = await createReadyStore();
    first.store.dispatch(signedIn({ tokens, remember: false }));
    await first.persistor.flush();
    expect(window.localStorage.getItem('a')).toBeNull();
    expect(window.sessionStorage.getItem('a')).toBe(JSON.stringify(['s', tokens.accessToken]));

    const second = await createReadyStore();
    expect(second.store.getState().auth).toMatchObject({ ...tokens, remember: false });
  });

  it('never persists the API slice', async () => {
    const { store, persistor } = await createReadyStore();
    store.dispatch(signedIn({ tokens: await sandbox.tokensFor(seededAccounts.admin), remember: true }));
    await store.dispatch(propertiesApi.endpoints.getDashboardInfo.initiate(undefined, { subscribe: false }));
    await persistor.flush();
    const stored = [...Array(window.localStorage.length).keys()].map((index) =>
      window.localStorage.key(index),
    );
    expect(stored.sort()).toEqual(['a', 'l', 'p', 'r', 't']);
  });
});

describe('a language change', () => {
  it('re-runs the active queries 400 ms later, in the new language', async () => {
    const { store } = await createReadyStore();
    store.dispatch(signedIn({ tokens: await sandbox.tokensFor(seededAccounts.admin), remember: false }));
    const subscription = store.dispatch(propertiesApi.endpoints.getDashboardInfo.initiate());
    await subscription;
    expect(sandbox.count(PropertyPaths.propertyInfo)).toBe(1);

    store.dispatch(languageChanged('en'));
    await sleep(LANGUAGE_REFETCH_DELAY_MS - 150);
    expect(sandbox.count(PropertyPaths.propertyInfo)).toBe(1);
    await sleep(300);
    expect(sandbox.count(PropertyPaths.propertyInfo)).toBe(2);
    expect(sandbox.requests.at(-1)?.headers.get('accept-language')).toBe('en');
    subscription.unsubscribe();
  });

  it('leaves queries nobody watches alone, and quick successive changes refetch once', async () => {
    const { store } = await createReadyStore();
    store.dispatch(signedIn({ tokens: await sandbox.tokensFor(seededAccounts.admin), remember: false }));
    const watched = store.dispatch(propertiesApi.endpoints.getDashboardInfo.initiate());
    await watched;
    store.dispatch(languageChanged('en'));
    await sleep(100);
    store.dispatch(languageChanged('th'));
    await sleep(LANGUAGE_REFETCH_DELAY_MS + 200);
    expect(sandbox.count(PropertyPaths.propertyInfo)).toBe(2);

    // Cached but unwatched: not refetched.
    watched.unsubscribe();
    store.dispatch(languageChanged('en'));
    await sleep(LANGUAGE_REFETCH_DELAY_MS + 200);
    expect(sandbox.count(PropertyPaths.propertyInfo)).toBe(2);
  });
});
