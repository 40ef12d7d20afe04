import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { AdminLayout } from '../components/layout/AdminLayout';
import { RequireSession } from '../components/layout/RequireSession';
import { PageLoading } from '../components/feedback/PageLoading';
import { RoutePath } from './routePaths';

// Every page is its own chunk, loaded when its route is first visited.
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const HomePage = lazy(() => import('../pages/home/HomePage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
const UserManagementPage = lazy(() => import('../pages/user-management/UserManagementPage'));
const PropertyManagementPage = lazy(() => import('../pages/property-management/PropertyManagementPage'));
const PartnerManagementPage = lazy(() => import('../pages/partner-management/PartnerManagementPage'));
const TransferManagementPage = lazy(() => import('../pages/transfer-management/TransferManagementPage'));
const PartnerBookingsPage = lazy(() => import('../pages/partner-bookings/PartnerBookingsPage'));
const PartnerEarningsPage = lazy(() => import('../pages/partner-earnings/PartnerEarningsPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  { path: RoutePath.login, element: page(LoginPage) },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: page(HomePage) },
          { path: RoutePath.profile, element: page(ProfilePage) },
          { path: RoutePath.userManagement, element: page(UserManagementPage) },
          { path: RoutePath.propertyManagement, element: page(PropertyManagementPage) },
          { path: RoutePath.partnerManagement, element: page(PartnerManagementPage) },
          { path: RoutePath.transferManagement, element: page(TransferManagementPage) },
          { path: RoutePath.partnerBookings, element: page(PartnerBookingsPage) },
          { path: RoutePath.partnerEarnings, element: page(PartnerEarningsPage) },
        ],
      },
    ],
  },
  { path: '*', element: page(NotFoundPage) },
];
