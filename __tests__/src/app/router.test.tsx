import { prefetchRouteData, preloadRoute } from '../../../src/app/router';
import type { RuntimeConfig } from '../../../src/app/config';
import { ProfilePaths } from '../../../src/services/contract';
import { profilesApi } from '../../../src/services/profilesApi';
import { everyProfile } from '../../../src/services/request';
import { signedIn } from '../../../src/slices/authSlice';
import { createReadyStore } from '../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../support/sandbox';
import { testConfig } from '../../support/testConfig';
import { fakeToken } from '../../support/tokens';

const sandbox = useSandbox();

async function adminStore(accessToken?: string) {
  const { store } = await createReadyStore();
  const tokens = await sandbox.tokensFor(seededAccounts.admin);
  store.dispatch(
    signedIn({ tokens: { ...tokens, accessToken: accessToken ?? tokens.accessToken }, remember: true }),
  );
  return store;
}

/** The users list in the store's cache, as the page would read it. */
const listed = (store: Awaited<ReturnType<typeof adminStore>>) =>
  profilesApi.endpoints.searchProfiles.select(everyProfile)(
    store.getState() as Parameters<ReturnType<typeof profilesApi.endpoints.searchProfiles.select>>[0],
  ).data;

describe('what main.tsx starts before the first render', () => {
  it('a head start never fails the start, whatever the address', () => {
    for (const signedIn of [true, false]) {
      expect(() => preloadRoute('/no-such-page', signedIn)).not.toThrow();
      expect(() => preloadRoute('/login', signedIn)).not.toThrow();
      expect(() => preloadRoute('/user-management', signedIn)).not.toThrow();
    }
  });

  it('sends the users list call once config.json is here, and settles with the list in the cache', async () => {
    const store = await adminStore();
    let configLoaded = (_config: RuntimeConfig) => {};
    const configured = new Promise<RuntimeConfig>((resolve) => (configLoaded = resolve));
    const asked = prefetchRouteData('/user-management', store, configured);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Without config.json there is no API address to call yet.
    expect(sandbox.count(ProfilePaths.search)).toBe(0);
    configLoaded(testConfig);
    await asked;
    expect(listed(store)?.length).toBeGreaterThan(0);
    // Sent once: the API module took the early call's answer instead of sending it again.
    expect(sandbox.count(ProfilePaths.search)).toBe(1);
  });

  it('leaves the call to the API module when the token is about to expire: it refreshes first', async () => {
    const store = await adminStore(fakeToken({ sub: 'admin', exp: Math.floor(Date.now() / 1000) + 30 }));
    await prefetchRouteData('/user-management', store, Promise.resolve(testConfig));
    expect(listed(store)?.length).toBeGreaterThan(0);
    expect(sandbox.requests.map(({ path }) => path)).toEqual([
      expect.stringContaining('refresh'),
      ProfilePaths.search,
    ]);
  });

  it('asks for nothing when config.json cannot be had', async () => {
    const store = await adminStore();
    await prefetchRouteData('/user-management', store, Promise.reject(new Error('no config')));
    expect(sandbox.count(ProfilePaths.search)).toBe(0);
    expect(listed(store)).toBeUndefined();
  });

  it('asks for nothing ahead on pages without a first call to start early', async () => {
    const store = await adminStore();
    await prefetchRouteData('/profile', store, Promise.resolve(testConfig));
    await prefetchRouteData('/', store, Promise.resolve(testConfig));
    expect(sandbox.requests).toEqual([]);
  });
});
