import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext, useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../components/feedback/PageLoading';
import { RouteErrorBoundary } from '../components/feedback/RouteErrorBoundary';
import { RequireSession } from '../components/layout/RequireSession';
import { RoutePath } from '../lib/routePaths';
import type { Screens, ShellOutlet } from './AdminShell';

/** Every page is its own chunk, loaded when its route is first visited; the signed-in screens, from the admin shell. */
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));
// The admin shell, with the work queues' counts on its menu.
const AdminShell = lazy(() => import('./AdminShell'));

/**
 * A screen behind the sign-in, as the admin shell hands it to its routes (src/app/AdminShell.tsx),
 * which it tells once the screen is drawn.
 */
function Screen({ name }: { name: keyof Screens }) {
  const { screens, onScreenShown } = useOutletContext<ShellOutlet>();
  // Once per screen: going from one screen to another keeps this component and changes its name.
  useEffect(onScreenShown, [onScreenShown, name]);
  const Page = screens[name];
  return <Page />;
}

/**
 * Asks for a screen's texts (i18next namespaces) and renders on without waiting for them
 * (react-i18next's `useSuspense: false`): they load beside the screen's chunk instead of after it,
 * and the screen's own useTranslation waits for whatever is not in yet.
 */
function TextsLoading({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  useTranslation(namespaces, { useSuspense: false });
  return children;
}

/** A route's element: its own error boundary, its texts asked for, a spinner while its chunk loads. */
function routeElement(element: ReactNode, { fullPage = false, texts = [] as string[] } = {}) {
  return (
    <RouteErrorBoundary fullPage={fullPage}>
      <TextsLoading namespaces={texts}>
        <Suspense fallback={<PageLoading />}>{element}</Suspense>
      </TextsLoading>
    </RouteErrorBoundary>
  );
}

/** A signed-in screen's route element, with the namespaces its first view reads. */
const screenElement = (name: keyof Screens, texts: string[]) =>
  routeElement(<Screen name={name} />, { texts });

export const routes: RouteObject[] = [
  { path: RoutePath.login, element: routeElement(<LoginPage />, { fullPage: true }) },
  {
    element: <RequireSession />,
    children: [
      {
        element: routeElement(<AdminShell />, {
          fullPage: true,
          texts: ['layout', 'connection', 'pages', 'find'],
        }),
        children: [
          {
            index: true,
            element: screenElement('home', ['pages', 'home', 'trends', 'workQueues']),
          },
          {
            path: RoutePath.profile,
            element: screenElement('profile', ['pages', 'roles', 'profile']),
          },
          {
            path: RoutePath.userManagement,
            element: screenElement('userManagement', [
              'users',
              'status',
              'roles',
              'pages',
              'records',
              'table',
            ]),
          },
          {
            path: RoutePath.propertyManagement,
            element: screenElement('propertyManagement', ['properties', 'pages', 'table', 'records']),
          },
          {
            path: RoutePath.partnerManagement,
            element: screenElement('partnerManagement', ['partners', 'pages', 'records', 'table']),
          },
          {
            path: RoutePath.transferManagement,
            element: screenElement('transferManagement', [
              'pages',
              'bookings',
              'table',
              'status',
              'payments',
              'records',
              'images',
            ]),
          },
          {
            path: RoutePath.partnerBookings,
            element: screenElement('partnerBookings', [
              'pages',
              'bookings',
              'table',
              'status',
              'payments',
              'records',
              'images',
            ]),
          },
          {
            path: RoutePath.partnerEarnings,
            element: screenElement('partnerEarnings', ['earnings', 'pages', 'bookings', 'table']),
          },
          {
            path: RoutePath.payoutRun,
            element: screenElement('payoutRun', [
              'payoutRun',
              'payoutBatches',
              'pages',
              'bookings',
              'payments',
              'earnings',
              'images',
            ]),
          },
          {
            path: RoutePath.payoutBatches,
            element: screenElement('payoutBatches', [
              'payoutBatches',
              'payoutRun',
              'pages',
              'table',
              'records',
            ]),
          },
          {
            path: RoutePath.auditLog,
            element: screenElement('auditLog', ['audit', 'pages', 'roles', 'table']),
          },
        ],
      },
    ],
  },
  { path: '*', element: routeElement(<NotFoundPage />, { fullPage: true }) },
];

/**
 * The console's routes, rendered inside a <BrowserRouter>. The declarative router rather than a
 * data router (createBrowserRouter): the console uses no loaders or actions.
 */
export function ConsoleRoutes() {
  return useRoutes(routes);
}
