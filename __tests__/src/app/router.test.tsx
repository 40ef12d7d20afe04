import { screen } from '@testing-library/react';
import { prefetchRouteData, preloadRoute } from '../../../src/app/router';
import { renderConsole } from '../../support/renderConsole';

describe('the first page’s code, fetched before the first render (main.tsx)', () => {
  it('draws the preloaded page at once, with no spinner before it', async () => {
    await preloadRoute('/login', false);
    await renderConsole({ route: '/login' });
    // No waiting: the first render already holds the page, not the route's loading spinner.
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('resolves, rather than failing the start, for an address with no page of its own', async () => {
    await expect(preloadRoute('/no-such-page', true)).resolves.toBeUndefined();
    await expect(preloadRoute('/no-such-page', false)).resolves.toBeUndefined();
  });

  it('asks for the users list as soon as user management’s code is here', async () => {
    const dispatch = jest.fn();
    prefetchRouteData('/user-management', dispatch);
    await preloadRoute('/user-management', true);
    await Promise.resolve();
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(dispatch).toHaveBeenCalledWith(expect.any(Function));
  });

  it('asks for nothing ahead on pages without a first call to start early', async () => {
    const dispatch = jest.fn();
    prefetchRouteData('/profile', dispatch);
    await preloadRoute('/profile', true);
    await Promise.resolve();
    expect(dispatch).not.toHaveBeenCalled();
  });
});
