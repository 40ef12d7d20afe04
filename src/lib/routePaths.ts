/** The console's paths (spec section 2), written once: the router, the menu and the pages use these. */
export const RoutePath = {
  home: '/',
  login: '/login',
  profile: '/profile',
  userManagement: '/user-management',
  propertyManagement: '/property-management',
  partnerManagement: '/partner-management',
  transferManagement: '/transfer-management',
  partnerBookings: '/partner-bookings',
  partnerEarnings: '/partner-earnings',
  payoutRun: '/payout-run',
  payoutBatches: '/payout-batches',
  auditLog: '/audit-log',
} as const;
export type RoutePath = (typeof RoutePath)[keyof typeof RoutePath];
