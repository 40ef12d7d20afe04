import { lazy, Suspense, type ReactNode } from 'react';
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
        element: routeElement(<AdminShell />, { fullPage: true }),
        children: [
          { index: true, element: routeElement(<HomePage />) },
          { path: RoutePath.profile, element: routeElement(<ProfilePage />) },
          { path: RoutePath.userManagement, element: routeElement(<UserManagementPage />) },
          { path: RoutePath.propertyManagement, element: routeElement(<PropertyManagementPage />) },
          { path: RoutePath.partnerManagement, element: routeElement(<PartnerManagementPage />) },
          { path: RoutePath.transferManagement, element: routeElement(<TransferManagementPage />) },
          { path: RoutePath.partnerBookings, element: routeElement(<PartnerBookingsPage />) },
          { path: RoutePath.partnerEarnings, element: routeElement(<PartnerEarningsPage />) },
          { path: RoutePath.payoutRun, element: routeElement(<PayoutRunPage />) },
          { path: RoutePath.auditLog, element: routeElement(<AuditLogPage />) },
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
