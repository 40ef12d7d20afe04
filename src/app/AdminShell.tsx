import { lazy, useCallback, useMemo, useState } from 'react';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import AdminLayout from '../components/layout/AdminLayout';
import type { MenuBadges } from '../components/layout/menu';
import { FindAnything } from '../find-anything/FindAnything';
import { RoutePath } from '../lib/routePaths';
import { api } from '../services/api';
import { useAppDispatch } from '../slices/hooks';
import { useWorkQueues } from '../work-queues/useWorkQueues';

/**
 * The screens behind the sign-in, each its own chunk, named by the router's routes
 * (src/app/router.tsx) and handed to them by the layout's outlet. They load from here rather than
 * from the router's module: webpack then knows the shell is loaded whenever a screen is, and
 * leaves out of the screens' chunks the modules the shell has brought already.
 */
const screens = {
  home: lazy(() => import('../pages/home/HomePage')),
  profile: lazy(() => import('../pages/profile/ProfilePage')),
  userManagement: lazy(() => import('../pages/user-management/UserManagementPage')),
  propertyManagement: lazy(() => import('../pages/property-management/PropertyManagementPage')),
  partnerManagement: lazy(() => import('../pages/partner-management/PartnerManagementPage')),
  transferManagement: lazy(() => import('../pages/transfer-management/TransferManagementPage')),
  partnerBookings: lazy(() => import('../pages/partner-bookings/PartnerBookingsPage')),
  partnerEarnings: lazy(() => import('../pages/partner-earnings/PartnerEarningsPage')),
  payoutRun: lazy(() => import('../pages/payout-run/PayoutRunPage')),
  payoutBatches: lazy(() => import('../pages/payout-batches/PayoutBatchesPage')),
  auditLog: lazy(() => import('../pages/audit-log/AuditLogPage')),
};
export type Screens = typeof screens;

/** The header's search: one element, so the memoised header keeps it as the counts come in. */
const search = <FindAnything />;

/** What the shell hands its routes (react-router's outlet context, src/app/router.tsx). */
export interface ShellOutlet {
  screens: Screens;
  /** Called by a screen once it is drawn, its own lists asked for. */
  onScreenShown: () => void;
}

/**
 * The admin shell, composed: the layout with the work queues' counts on its menu entries (items to
 * act on, so the group sums mean something; the money owed, in baht, is home's alone) and the
 * palette in its header. The layout itself knows nothing of bookings or partners; they meet here,
 * inside the address's state (AdminShell, below, is what the router renders). The counts come from
 * the counts call, one small answer (decision 0018). Where the API has none, they are computed from
 * four whole lists, asked for once the menu is on screen (at once from 768 px, on a phone when its
 * drawer first opens; decision 0012) and a screen's own lists have all answered (decision 0013): a
 * large marketplace's pending bookings run to megabytes, which would otherwise come in, and be
 * read, beside the list the admin opened the screen for.
 */
function ShellLayout() {
  const dispatch = useAppDispatch();
  const [menuShown, setMenuShown] = useState(false);
  const [screenLoaded, setScreenLoaded] = useState(false);
  const onMenuShown = useCallback(() => setMenuShown(true), []);
  // The screen's queries are running by the time it is drawn (its hooks' effects ran first);
  // RTK Query's running-queries thunk gives each one's answer. A failed list keeps the counts
  // waiting for the next screen: asked for now, a list the screen shares with them (property
  // management's, transfer management's) would be fetched again at once, under its error.
  const onScreenShown = useCallback(() => {
    void Promise.all(dispatch(api.util.getRunningQueriesThunk())).then((answers) => {
      if (answers.every((answer) => !answer.isError)) setScreenLoaded(true);
    });
  }, [dispatch]);
  const outlet = useMemo((): ShellOutlet => ({ screens, onScreenShown }), [onScreenShown]);
  const { queues } = useWorkQueues({ skipLists: !(menuShown && screenLoaded) });
  const badges = useMemo(
    (): MenuBadges => ({
      [RoutePath.partnerManagement]: queues.partnerApplications?.count,
      [RoutePath.propertyManagement]: queues.propertyTypes?.count,
      [RoutePath.transferManagement]: queues.transfersDue?.count,
    }),
    [queues],
  );
  return <AdminLayout menuBadges={badges} onMenuShown={onMenuShown} search={search} outletContext={outlet} />;
}

/** The address's state, not shallow: react-router's own location follows each change too. */
const ADDRESS_STATE = { shallow: false } as const;

/**
 * The shell: the screens keep their state in the address with nuqs; signed out, nothing does, and
 * the sign-in page loads none of it. The adapter sits above the shell's own state: nuqs gives its
 * hooks a new context value on each of its renders, and the counts coming in would otherwise
 * redraw every screen that keeps its list in the address.
 */
export default function AdminShell() {
  return (
    <NuqsAdapter defaultOptions={ADDRESS_STATE}>
      <ShellLayout />
    </NuqsAdapter>
  );
}
