import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { RequireSession } from '../components/layout/RequireSession';
import { loadTableGrid } from '../components/table/gridLoader';
import { PageLoading } from '../components/feedback/PageLoading';
import { RouteErrorBoundary } from '../components/feedback/RouteErrorBoundary';
import { useAppDispatch } from './hooks';
import { EARLY_REFRESH_SECONDS, secondsUntilExpiry } from '../lib/accessToken';
import type { RuntimeConfig } from './config';
import type { AppDispatch, AppStore } from './store';
import { lazyWhenReady, rememberedImport } from './lazyWhenReady';
import { RoutePath } from './routePaths';

type PageModule = Promise<{ default: ComponentType }>;

/** User management's code, kept once here (preloaded): its route then draws it without suspending. */
const userManagementModule = rememberedImport(() => import('../pages/user-management/UserManagementPage'));
/** User management, and the grid's chunk alongside, rather than once the page has drawn its table. */
const loadUserManagement = () => {
  void loadTableGrid().catch(() => undefined);
  return userManagementModule();
};

/** Home's code, kept once here: drawn over its prerendered copy without a spinner in between. */
const loadHome = rememberedImport(() => import('../pages/home/HomePage'));

/** Every page is its own chunk, loaded when its route is first visited (or preloaded, below). */
const pageLoaders = {
  [RoutePath.home]: loadHome,
  [RoutePath.profile]: () => import('../pages/profile/ProfilePage'),
  [RoutePath.userManagement]: loadUserManagement,
  [RoutePath.propertyManagement]: () => import('../pages/property-management/PropertyManagementPage'),
  [RoutePath.partnerManagement]: () => import('../pages/partner-management/PartnerManagementPage'),
  [RoutePath.transferManagement]: () => import('../pages/transfer-management/TransferManagementPage'),
  [RoutePath.partnerBookings]: () => import('../pages/partner-bookings/PartnerBookingsPage'),
  [RoutePath.partnerEarnings]: () => import('../pages/partner-earnings/PartnerEarningsPage'),
} satisfies Partial<Record<RoutePath, () => PageModule>>;
const pageLoader = (pathname: string): (() => PageModule) | undefined =>
  (pageLoaders as Partial<Record<string, () => PageModule>>)[pathname];

/** The login page's code, kept once here: drawn over its prerendered copy without a spinner in between. */
const loadLogin = rememberedImport(() => import(/* webpackChunkName: "login" */ '../pages/login/LoginPage'));
/**
 * The shell's code, kept as home's. The shell is a chunk of its own too: the login page, the first a
 * visitor loads, does not need it.
 */
const loadLayout = rememberedImport(() =>
  import('../components/layout/AdminLayout').then((module) => ({ default: module.AdminLayout })),
);

/** Only a head start: a failure is reported by the route's own import, when it renders. */
const headStart = (load: (() => Promise<unknown>) | undefined) => void load?.().catch(() => undefined);

/**
 * Starts fetching the code the address will need, before the console can render it (start.tsx
 * calls this at once, while config.json and the texts load), so the chunks do not queue behind them.
 * The first render still shows the route's spinner until the code is in: drawing the whole page in
 * the first render instead was measured with Lighthouse, and its first paint came 0.45 s later.
 */
export function preloadRoute(pathname: string, signedIn: boolean): void {
  if (pathname === RoutePath.login) return headStart(loadLogin);
  const page = pageLoader(pathname);
  if (!page) return;
  // Signed out, a console page sends the visitor to the login page.
  if (!signedIn) return headStart(loadLogin);
  headStart(loadLayout);
  headStart(page);
}

/**
 * The code of a page the server sent prerendered (scripts/prerender.ts), the login page or home in
 * its shell, awaited before the first render: the visitor keeps seeing the page until the console
 * draws the same one.
 */
export const prerenderedPageCode = (pathname: string): Promise<unknown> =>
  pathname === RoutePath.login ? loadLogin() : Promise.all([loadLayout(), loadHome()]);

/**
 * What the address's page asks the server for first, sent once `configured` (config.json is here)
 * rather than once the console has drawn the page: the page reads the answer from the cache. Called
 * before preloadRoute: the browser fetches a few scripts at a time from one server, and the API
 * module's would otherwise queue behind the page's and the grid's. Settles once the answer is in
 * the cache, or the call failed, or nothing was asked.
 */
export function prefetchRouteData(
  pathname: string,
  store: Pick<AppStore, 'dispatch' | 'getState'>,
  configured: Promise<RuntimeConfig>,
): Promise<void> {
  if (pathname !== RoutePath.userManagement) return Promise.resolve();
  // The call itself leaves without the API module (earlyCall.ts), which takes its answer; the small
  // chunk it needs is asked for at once, alongside config.json.
  const sent = Promise.all([
    import(/* webpackChunkName: "early-call" */ '../services/earlyCall'),
    import(/* webpackChunkName: "early-call" */ '../services/request'),
    configured,
  ]).then(([{ sendEarly }, { everyProfile, profileSearchRequest }, config]) => {
    const { auth, theme } = store.getState();
    const token = auth.accessToken;
    // A token about to expire is refreshed first by the baseQuery, which would not take this answer.
    if (!token || secondsUntilExpiry(token) < EARLY_REFRESH_SECONDS) return;
    sendEarly(profileSearchRequest(everyProfile), {
      apiBaseUrl: config.apiBaseUrl,
      language: theme.language,
      token,
    });
  });
  return askForEveryProfile(store.dispatch, sent);
}

/** Only the API module: the page's code and the grid's are still on their way when the answer is read. */
const askForEveryProfile = (dispatch: AppDispatch, configured: Promise<unknown> = Promise.resolve()) =>
  Promise.all([import('../services/profilesApi'), configured]).then(
    ([profiles]) => dispatch(profiles.prefetchEveryProfile()).then(() => undefined),
    () => undefined,
  );

const LoginPage = lazyWhenReady(loadLogin.loaded, loadLogin);
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));
const HomePage = lazyWhenReady(loadHome.loaded, loadHome);
const ProfilePage = lazy(pageLoaders[RoutePath.profile]);
const UserManagementPage = lazyWhenReady(userManagementModule.loaded, loadUserManagement);
const PropertyManagementPage = lazy(pageLoaders[RoutePath.propertyManagement]);
const PartnerManagementPage = lazy(pageLoaders[RoutePath.partnerManagement]);
const TransferManagementPage = lazy(pageLoaders[RoutePath.transferManagement]);
const PartnerBookingsPage = lazy(pageLoaders[RoutePath.partnerBookings]);
const PartnerEarningsPage = lazy(pageLoaders[RoutePath.partnerEarnings]);
// Entering the shell after signing in: the page asked for loads alongside it rather than after it.
const AdminLayout = lazyWhenReady(loadLayout.loaded, () => {
  headStart(pageLoader(window.location.pathname));
  return loadLayout();
});

/**
 * User management asks for its list as its route renders, not once its page has been drawn: React
 * holds a revealed shell back (it reveals suspended content at most every 300 ms), and by then the
 * call is on its way. The page reads the answer from the cache; a second ask while it runs is ignored.
 */
function UserManagementRoute() {
  const dispatch = useAppDispatch();
  useState(() => askForEveryProfile(dispatch));
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
