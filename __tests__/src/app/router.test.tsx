import { prefetchRouteData, preloadRoute } from '../../../src/app/router';

describe('what main.tsx starts before the first render', () => {
  it('a head start never fails the start, whatever the address', () => {
    for (const signedIn of [true, false]) {
      expect(() => preloadRoute('/no-such-page', signedIn)).not.toThrow();
      expect(() => preloadRoute('/login', signedIn)).not.toThrow();
      expect(() => preloadRoute('/user-management', signedIn)).not.toThrow();
    }
  });

  it('asks for the users list as soon as user management’s code is here', async () => {
    const dispatch = jest.fn();
    await prefetchRouteData('/user-management', dispatch);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith(expect.any(Function));
  });

  it('asks for nothing ahead on pages without a first call to start early', async () => {
    const dispatch = jest.fn();
    await prefetchRouteData('/profile', dispatch);
    await prefetchRouteData('/', dispatch);
    expect(dispatch).not.toHaveBeenCalled();
  });
});
