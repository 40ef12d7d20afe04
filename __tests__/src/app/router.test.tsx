import { prefetchRouteData, preloadRoute } from '../../../src/app/router';

describe('what main.tsx starts before the first render', () => {
  it('a head start never fails the start, whatever the address', () => {
    for (const signedIn of [true, false]) {
      expect(() => preloadRoute('/no-such-page', signedIn)).not.toThrow();
      expect(() => preloadRoute('/login', signedIn)).not.toThrow();
      expect(() => preloadRoute('/user-management', signedIn)).not.toThrow();
    }
  });

  it('asks for the users list once config.json is here, without waiting for the page’s code', async () => {
    const dispatch = jest.fn();
    let configLoaded = () => {};
    const configured = new Promise<void>((resolve) => (configLoaded = resolve));
    const asked = prefetchRouteData('/user-management', dispatch, configured);
    // The API module is here long before config.json in this test: the call still waits for the API's address.
    await import('../../../src/services/profilesApi');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dispatch).not.toHaveBeenCalled();
    configLoaded();
    await asked;
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith(expect.any(Function));
  });

  it('asks for nothing when config.json cannot be had', async () => {
    const dispatch = jest.fn();
    await prefetchRouteData('/user-management', dispatch, Promise.reject(new Error('no config')));
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('asks for nothing ahead on pages without a first call to start early', async () => {
    const dispatch = jest.fn();
    await prefetchRouteData('/profile', dispatch);
    await prefetchRouteData('/', dispatch);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
