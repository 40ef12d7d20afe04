import { useMemo } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import AdminLayout from '../components/layout/AdminLayout';
import type { MenuBadges } from '../components/layout/menu';
import { FindAnything } from '../find-anything/FindAnything';
import { RoutePath } from '../lib/routePaths';
import { useWorkQueues } from '../work-queues/useWorkQueues';

/**
 * The admin shell, composed: the layout with the work queues' counts on its menu entries (items to
 * act on, so the group sums mean something; the money owed, in baht, is home's alone) and the
 * palette in its header. The layout itself knows nothing of bookings or partners; they meet here,
 * and the router renders it. The screens behind it keep their state in the address with nuqs (not
 * shallow: react-router's own location follows each change too); signed out, nothing does, and
 * the sign-in page loads none of it.
 */
export default function AdminShell() {
  const { queues } = useWorkQueues();
  const badges = useMemo(
    (): MenuBadges => ({
      [RoutePath.partnerManagement]: queues.partnerApplications?.count,
      [RoutePath.propertyManagement]: queues.propertyTypes?.count,
      [RoutePath.transferManagement]: queues.transfersDue?.count,
    }),
    [queues],
  );
  return (
    <NuqsAdapter defaultOptions={{ shallow: false }}>
      <AdminLayout menuBadges={badges} search={<FindAnything />} />
    </NuqsAdapter>
  );
}
