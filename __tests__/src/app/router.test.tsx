import { waitFor } from '@testing-library/react';
import { prefetchRouteData, preloadRoute } from '../../../src/app/router';
import { ProfilePaths } from '../../../src/services/contract';
import { signedIn } from '../../../src/slices/authSlice';
import { createReadyStore } from '../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../support/sandbox';

const sandbox = useSandbox();

async function signedInStore() {
  const built = await createReadyStore();
  built.store.dispatch(signedIn({ tokens: await sandbox.tokensFor(seededAccounts.admin), remember: false }));
  return built.store;
}

const searchesSeen = () => sandbox.count(ProfilePaths.search, 'GET');

describe('what main.tsx starts before the first render', () => {
  it('a head start never fails the start, whatever the address', () => {
    for (const signedIn of [true, false]) {
      expect(() => preloadRoute('/no-such-page', signedIn)).not.toThrow();
      expect(() => preloadRoute('/login', signedIn)).not.toThrow();
      expect(() => preloadRoute('/user-management', signedIn)).not.toThrow();
    }
  });

  it('asks for the users list before user management’s code is here, and the page’s query takes that answer', async () => {
    const store = await signedInStore();
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const pending = prefetchRouteData('/user-management', store);
    // Sent at once, not once the page's code has loaded.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0][0])).toContain(ProfilePaths.search);
    fetchSpy.mockRestore();
    await pending;
    const searched = () =>
      Object.values(store.getState().api?.queries ?? {}).find(
        (entry) => entry?.endpointName === 'searchProfiles',
      );
    await waitFor(() => expect(searched()?.status).toBe('fulfilled'));
    expect((searched()?.data as unknown[]).length).toBeGreaterThan(10);
    // One call to the server: the query used the early answer.
    expect(searchesSeen()).toBe(1);
  });

  it('asks for nothing ahead on pages without a first call to start early', async () => {
    const store = await signedInStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    await prefetchRouteData('/profile', store);
    await prefetchRouteData('/', store);
    expect(dispatch).not.toHaveBeenCalled();
    expect(searchesSeen()).toBe(0);
  });
});
