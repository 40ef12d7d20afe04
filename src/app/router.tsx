import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../components/feedback/PageLoading';
import { RouteErrorBoundary } from '../components/feedback/RouteErrorBoundary';
import { RequireSession } from '../components/layout/RequireSession';
import { RoutePath } from '../lib/routePaths';

/** Every screen is its own chunk, loaded when its route is first visited. */
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));
// The admin shell, with the work queues' counts on its menu.
const AdminShell = lazy(() => import('./AdminShell'));
const HomePage = lazy(() => import('../pages/home/HomePage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
const UserManagementPage = lazy(() => import('../pages/user-management/UserManagementPage'));
const PropertyManagementPage = lazy(() => import('../pages/property-management/PropertyManagementPage'));
const PartnerManagementPage = lazy(() => import('../pages/partner-management/PartnerManagementPage'));
const TransferManagementPage = lazy(() => import('../pages/transfer-management/TransferManagementPage'));
const PartnerBookingsPage = lazy(() => import('../pages/partner-bookings/PartnerBookingsPage'));
const PartnerEarningsPage = lazy(() => import('../pages/partner-earnings/PartnerEarningsPage'));
const PayoutRunPage = lazy(() => import('../pages/payout-run/PayoutRunPage'));
const AuditLogPage = lazy(() => import('../pages/audit-log/AuditLogPage'));

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
            element: routeElement(<HomePage />, { texts: ['pages', 'home', 'trends', 'workQueues'] }),
          },
          {
            path: RoutePath.profile,
            element: routeElement(<ProfilePage />, { texts: ['pages', 'roles', 'profile'] }),
          },
          {
            path: RoutePath.userManagement,
            element: routeElement(<UserManagementPage />, {
              texts: ['users', 'status', 'roles', 'pages', 'records', 'table'],
            }),
          },
          {
            path: RoutePath.propertyManagement,
            element: routeElement(<PropertyManagementPage />, {
              texts: ['properties', 'pages', 'table', 'records'],
            }),
          },
          {
            path: RoutePath.partnerManagement,
            element: routeElement(<PartnerManagementPage />, {
              texts: ['partners', 'pages', 'records', 'table'],
            }),
          },
          {
            path: RoutePath.transferManagement,
            element: routeElement(<TransferManagementPage />, {
              texts: ['pages', 'bookings', 'table', 'status', 'payments', 'records'],
            }),
          },
          {
            path: RoutePath.partnerBookings,
            element: routeElement(<PartnerBookingsPage />, {
              texts: ['pages', 'bookings', 'table', 'status', 'payments', 'records'],
            }),
          },
          {
            path: RoutePath.partnerEarnings,
            element: routeElement(<PartnerEarningsPage />, {
              texts: ['earnings', 'pages', 'bookings', 'table'],
            }),
          },
          {
            path: RoutePath.payoutRun,
            element: routeElement(<PayoutRunPage />, {
              texts: ['payoutRun', 'pages', 'bookings', 'payments', 'earnings'],
            }),
          },
          {
            path: RoutePath.auditLog,
            element: routeElement(<AuditLogPage />, { texts: ['audit', 'pages', 'roles', 'table'] }),
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
