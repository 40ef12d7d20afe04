import { useMemo } from 'react';
import AdminLayout from '../components/layout/AdminLayout';
import type { MenuBadges } from '../components/layout/menu';
import { RoutePath } from '../lib/routePaths';
import { useWorkQueues } from './useWorkQueues';

/**
 * The admin shell with the work queues' counts on its menu entries: items to act on, so the group
 * sums mean something (the money owed, in baht, is home's alone). The shell itself knows nothing
 * of bookings or partners; this is where the two meet, and the router renders it.
 */
export default function LayoutWithQueues() {
  const { queues } = useWorkQueues();
  const badges = useMemo(
    (): MenuBadges => ({
      [RoutePath.partnerManagement]: queues.partnerApplications?.count,
      [RoutePath.propertyManagement]: queues.propertyTypes?.count,
      [RoutePath.transferManagement]: queues.transfersDue?.count,
    }),
    [queues],
  );
  return <AdminLayout menuBadges={badges} />;
}
