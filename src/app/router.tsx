import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RequireSession } from '../components/layout/RequireSession';
import { loadTableGrid } from '../components/table/gridLoader';
import { PageLoading } from '../components/feedback/PageLoading';
import { RouteErrorBoundary } from '../components/feedback/RouteErrorBoundary';
import { useAppDispatch } from './hooks';
import type { AppDispatch } from './store';
import { lazyWhenReady } from './lazyWhenReady';
import { RoutePath } from './routePaths';

type PageModule = { default: ComponentType };

/**
 * A route's code: `load` fetches it (once it has arrived, again after a failure), `Component` draws
 * it, at once when the code is already here (lazyWhenReady) rather than after a spinner that
 * React would hold for at least 300 ms.
 */
function routeCode<M extends PageModule>(importModule: () => Promise<M>) {
  let module: M | undefined;
  const load = (): Promise<M> =>
    module ? Promise.resolve(module) : importModule().then((m) => (module = m));
  const loaded = () => module;
  return { load, loaded, Component: lazyWhenReady(loaded, load) };
}

type UserManagementModule = typeof import('../pages/user-management/UserManagementPage');
/** User management, and the grid's chunk alongside, rather than once the page has drawn its table. */
const userManagement = routeCode((): Promise<UserManagementModule> => {
  void loadTableGrid().catch(() => undefined);
  return import('../pages/user-management/UserManagementPage');
});

/** Every page is its own chunk, loaded when its route is first visited (or preloaded, below). */
const pages = {
  [RoutePath.home]: routeCode(() => import('../pages/home/HomePage')),
  [RoutePath.profile]: routeCode(() => import('../pages/profile/ProfilePage')),
  [RoutePath.userManagement]: userManagement,
  [RoutePath.propertyManagement]: routeCode(
    () => import('../pages/property-management/PropertyManagementPage'),
  ),
  [RoutePath.partnerManagement]: routeCode(() => import('../pages/partner-management/PartnerManagementPage')),
  [RoutePath.transferManagement]: routeCode(
    () => import('../pages/transfer-management/TransferManagementPage'),
  ),
  [RoutePath.partnerBookings]: routeCode(() => import('../pages/partner-bookings/PartnerBookingsPage')),
  [RoutePath.partnerEarnings]: routeCode(() => import('../pages/partner-earnings/PartnerEarningsPage')),
} satisfies Partial<Record<RoutePath, ReturnType<typeof routeCode>>>;
const pageCode = (pathname: string) =>
  (pages as Partial<Record<string, ReturnType<typeof routeCode>>>)[pathname];

const login = routeCode(() => import(/* webpackChunkName: "login" */ '../pages/login/LoginPage'));
/** The shell is a chunk of its own too: the login page, the first a visitor loads, does not need it. */
const layout = routeCode(() =>
  import('../components/layout/AdminLayout').then((module) => ({ default: module.AdminLayout })),
);

/** Only a head start: a failure is reported by the route's own import, when it renders. */
const headStart = (load: (() => Promise<unknown>) | undefined): Promise<void> =>
  load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();

/**
 * Starts fetching the code the address will need, before the console can render it (main.tsx
 * calls this at once, while config.json and the texts load), so the chunks do not queue behind
 * them. Resolves when that code is here (or failed: the route's own import then reports it), so
 * the first render can draw the page itself rather than a spinner first.
 */
export function preloadRoute(pathname: string, signedIn: boolean): Promise<void> {
  if (pathname === RoutePath.login) return headStart(login.load);
  const page = pageCode(pathname);
  if (!page) return Promise.resolve();
  // Signed out, a console page sends the visitor to the login page.
  if (!signedIn) return headStart(login.load);
  return Promise.all([headStart(layout.load), headStart(page.load)]).then(() => undefined);
}

/**
 * What the address's page asks the server for first, asked as soon as its code and config.json
 * are here rather than once the console has drawn it. The page reads the answer from the cache.
 */
export function prefetchRouteData(pathname: string, dispatch: AppDispatch): void {
  if (pathname === RoutePath.userManagement)
    userManagement.load().then(
      (page) => dispatch(page.prefetchUsers()),
      () => undefined,
    );
}

const LoginPage = login.Component;
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));
const HomePage = pages[RoutePath.home].Component;
const ProfilePage = pages[RoutePath.profile].Component;
const UserManagementPage = userManagement.Component;
const PropertyManagementPage = pages[RoutePath.propertyManagement].Component;
const PartnerManagementPage = pages[RoutePath.partnerManagement].Component;
const TransferManagementPage = pages[RoutePath.transferManagement].Component;
const PartnerBookingsPage = pages[RoutePath.partnerBookings].Component;
const PartnerEarningsPage = pages[RoutePath.partnerEarnings].Component;
// Entering the shell after signing in: the page asked for loads alongside it rather than after it.
const AdminLayout = lazyWhenReady(layout.loaded, () => {
  void headStart(pageCode(window.location.pathname)?.load);
  return layout.load();
});

/**
 * User management asks for its list as its route renders, not once its page has been drawn: React
 * holds a revealed shell back (it reveals suspended content at most every 300 ms), and by then the
 * call is on its way. The page reads the answer from the cache; a second ask while it runs is ignored.
 */
function UserManagementRoute() {
  const dispatch = useAppDispatch();
  useState(() =>
    userManagement.load().then(
      (page) => dispatch(page.prefetchUsers()),
      () => undefined,
    ),
  );
  return <UserManagementPage />;
}

/** A route's element: its own error boundary, and a spinner while its chunk loads. */
function routeElement(element: ReactNode, { fullPage = false } = {}) {
  return (
    <RouteErrorBoundary fullPage={fullPage}>
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  { path: RoutePath.login, element: routeElement(<LoginPage />, { fullPage: true }) },
  {
    element: <RequireSession />,
    children: [
      {
        element: routeElement(<AdminLayout />, { fullPage: true }),
        children: [
          { index: true, element: routeElement(<HomePage />) },
          { path: RoutePath.profile, element: routeElement(<ProfilePage />) },
          { path: RoutePath.userManagement, element: routeElement(<UserManagementRoute />) },
          { path: RoutePath.propertyManagement, element: routeElement(<PropertyManagementPage />) },
          { path: RoutePath.partnerManagement, element: routeElement(<PartnerManagementPage />) },
          { path: RoutePath.transferManagement, element: routeElement(<TransferManagementPage />) },
          { path: RoutePath.partnerBookings, element: routeElement(<PartnerBookingsPage />) },
          { path: RoutePath.partnerEarnings, element: routeElement(<PartnerEarningsPage />) },
        ],
      },
    ],
  },
  { path: '*', element: routeElement(<NotFoundPage />, { fullPage: true }) },
];

/**
 * The console's routes, rendered inside a <BrowserRouter>. The declarative router rather than a
 * data router (createBrowserRouter): the console uses no loaders or actions, and the data router
 * weighs about 15 KiB of gzipped JS more on every first load.
 */
export function ConsoleRoutes() {
  return useRoutes(routes);
}
