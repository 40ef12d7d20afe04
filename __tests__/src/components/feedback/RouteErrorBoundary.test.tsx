import { lazy, Suspense, type ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router';
import {
  documentReload,
  isChunkLoadError,
  RouteErrorBoundary,
} from '../../../../src/components/feedback/RouteErrorBoundary';
import { renderConsole } from '../../../support/renderConsole';

/** Throws while `failing.now` is set. */
const failing = { now: false };
function Fragile() {
  if (failing.now) throw new Error('The page broke');
  return <h1>Fragile page</h1>;
}

function chunkError(): Error {
  const error = new Error('Loading chunk 330 failed.\n(missing: http://localhost/assets/330.abc.js)');
  error.name = 'ChunkLoadError';
  return error;
}

const routesWith = (element: React.ReactNode): RouteObject[] => [
  { path: '/', element: <h1>Home page</h1> },
  {
    path: '/fragile',
    element: (
      <RouteErrorBoundary>
        <Link to="/other">Elsewhere</Link>
        {element}
      </RouteErrorBoundary>
    ),
  },
  { path: '/other', element: <h1>Other page</h1> },
];

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React reports the caught error too; the boundary's own line is what is checked.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('the route error boundary', () => {
  it('shows a translated page instead of a blank screen, and logs the error with the route', async () => {
    failing.now = true;
    await renderConsole({ route: '/fragile', language: 'en', routes: routesWith(<Fragile />) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This page ran into a problem/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Something went wrong · Pool Villa Admin');
    expect(consoleError).toHaveBeenCalledWith(
      'The page at /fragile failed:',
      expect.objectContaining({ message: 'The page broke' }),
      expect.any(String),
    );
  });

  it('speaks Thai too', async () => {
    failing.now = true;
    await renderConsole({ route: '/fragile', language: 'th', routes: routesWith(<Fragile />) });
    expect(await screen.findByRole('heading', { level: 1, name: 'เกิดข้อผิดพลาดบางอย่าง' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('mounts the route afresh on Try again', async () => {
    failing.now = true;
    const { user } = await renderConsole({
      route: '/fragile',
      language: 'en',
      routes: routesWith(<Fragile />),
    });
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    failing.now = false;
    await user.click(tryAgain);
    expect(await screen.findByRole('heading', { name: 'Fragile page' })).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  });

  it('leads back to home', async () => {
    failing.now = true;
    const { user, router } = await renderConsole({
      route: '/fragile',
      language: 'en',
      routes: routesWith(<Fragile />),
    });
    await user.click(await screen.findByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('clears the error when the address changes under it', async () => {
    failing.now = true;
    const { router } = await renderConsole({
      route: '/fragile',
      language: 'en',
      routes: routesWith(<Fragile />),
    });
    await screen.findByTestId('route-error');
    await act(() => router.navigate('/other'));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    failing.now = false;
    await act(() => router.navigate('/fragile'));
    expect(await screen.findByRole('heading', { name: 'Fragile page' })).toBeInTheDocument();
  });

  it('offers a reload when the route’s code could not be fetched (after a redeploy)', async () => {
    const reload = jest.spyOn(documentReload, 'reload').mockImplementation(() => undefined);
    const Missing = lazy<ComponentType>(() => Promise.reject(chunkError()));
    const { user } = await renderConsole({
      route: '/fragile',
      language: 'en',
      routes: routesWith(
        <Suspense fallback={null}>
          <Missing />
        </Suspense>,
      ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    // A full load of home, not a route change: home's own code may be gone too.
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    reload.mockRestore();
  });
});

describe('isChunkLoadError', () => {
  it("knows webpack's and the browsers' failed chunk loads from other errors", () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      false,
    );
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
