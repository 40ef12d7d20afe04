/**
 * Every path of spec section 7, written once. The console's services and the sandbox's routes both
 * use these, so the two cannot drift. Paths the spec leaves unnamed are named here (marked "ours").
 * A path with an id is written as its pattern (Fastify's, `:id`): calling it builds the concrete
 * path, and its `route` is the pattern the operations table registers.
 */

/** A path with one parameter: called with its value (encoded in place), or read as its `route`. */
export interface PathWithParameter<Value extends string = string> {
  (value: Value): string;
  readonly route: string;
}

// Calling it has no effect but its result (the bundlers' annotation): a screen that imports one
// path leaves the others out of its bundle, as it did when they were plain arrow functions.
/*#__NO_SIDE_EFFECTS__*/
function withParameter<Value extends string = string>(route: string): PathWithParameter<Value> {
  const [before, after] = route.split(/:[A-Za-z]+/);
  if (after === undefined) throw new Error(`The path ${route} has no :parameter.`);
  return Object.assign((value: Value) => `${before}${encodeURIComponent(value)}${after}`, { route });
}

export const AuthPaths = {
  /** POST {code} → Tokens */
  login: withParameter<LoginProvider>('/admin/authen/api/v1/login/:provider'),
  /** DELETE {refreshToken} */
  logout: '/authen/api/v1/logout',
  /** POST {refreshToken} → Tokens */
  refreshToken: '/authen/api/v1/refresh-token',
} as const;

export type LoginProvider = 'lineWeb' | 'appleWeb';

export const ProfilePaths = {
  list: '/admin/api/v1/profiles',
  /** POST CreateProfileRequest → Profile */
  create: '/admin/api/v1/profiles',
  /** GET ?role&keyword */
  search: '/admin/api/v1/profiles/search',
  byId: withParameter('/admin/api/v1/profile/:id'),
  active: withParameter('/admin/api/v1/profile/:id/active'),
  remove: withParameter('/admin/api/v1/profile/:id/delete'),
  /** POST multipart, field `image` */
  image: withParameter('/admin/api/v1/profile/:id/image'),
  /** POST {newRole} */
  role: withParameter('/admin/api/v1/profile/:id/role'),
} as const;

export const PartnerPaths = {
  pendingRoleChange: '/profile-partner/api/v1/pending-role-change',
  withoutProperties: '/profile-partner/api/v1/partners-without-properties',
  approve: withParameter('/profile-partner/api/v1/:id/approve'),
  reject: withParameter('/profile-partner/api/v1/:id/reject'),
  /** GET, PUT, DELETE by profilePartnerId */
  byId: withParameter('/profile-partner/api/v1/:id'),
  /** PATCH; the id is the partner request's encrypted profile id (PartnerRequest.profileId). */
  updateRoleToPartner: withParameter('/profile-partner/api/v1/update-role-to-partner/:id'),
  /** DELETE by profilePartnerId: used by reject and by cancel approval. */
  deleteProfilePartner: withParameter('/profile-partner/api/v1/delete-profile-partner/:id'),
} as const;

export const PropertyPaths = {
  /** GET → PropertyListByApproval */
  adminWithOwner: '/property/api/v1/property-list/admin-with-owner',
  property: withParameter('/property/api/v1/property/:id'),
  propertyType: withParameter('/property/api/v1/propertyType/:id'),
  /** PATCH, empty body: toggles approved ⇄ pending. */
  approve: withParameter('/property/api/v1/propertyType/:id/approve'),
  /** PATCH, empty body: toggles active. */
  active: withParameter('/property/api/v1/propertyType/:id/active'),
  /** PATCH {maintenance} */
  maintenance: withParameter('/property/api/v1/propertyType/:id/maintenance'),
  /** POST multipart, field `image`: the banner. */
  propertyTypeImage: withParameter('/property/api/v1/propertyType/:id/image'),
  /** GET ?keyword&locationId&approved → Property[] (ours). */
  propertiesSearch: '/property/api/v1/properties/search',
  /** GET ?locationId&keyword → PropertyListByApproval (ours). */
  propertySearch: '/property/api/v1/property/search',
  /** GET → DashboardInfo (ours). */
  propertyInfo: '/property/api/v1/property-info/admin',
} as const;

export const LocationPaths = {
  all: '/location/api/v1/all',
} as const;

/** Booking lists. Each has a `/search` variant taking BookingSearchQuery. */
export const BookingPaths = {
  /** Transferred tab: the admin transfer slip has been uploaded (ours). */
  acceptedPayment: '/booking/api/v1/admin/accepted-payment',
  acceptedPaymentSearch: '/booking/api/v1/admin/accepted-payment/search',
  /** Pending tab: no admin transfer slip yet (ours). */
  nonAcceptedPayment: '/booking/api/v1/admin/non-accepted-payment',
  nonAcceptedPaymentSearch: '/booking/api/v1/admin/non-accepted-payment/search',
  /** Partner self-bookings (walk-in) (ours). */
  walkIn: '/booking/api/v1/admin/walk-in',
  walkInSearch: '/booking/api/v1/admin/walk-in/search',
} as const;

/** Payment details by booking, each GET ?bookingId → PaymentRecord. */
export const PaymentPaths = {
  /** Pending tab (ours). */
  withPackagePrice: '/payment/api/v1/admin/payments-with-package-price',
  /** Partner bookings (ours). */
  walkIn: '/payment/api/v1/admin/payments-walk-in',
  /** Transferred tab (ours). */
  all: '/payment/api/v1/admin/payments-all',
  /** POST ?paymentId&bookingId, multipart field `file`. */
  transferSlipToPartner: '/payment/api/v1/admin/transfer-slip-to-partner',
  /**
   * POST multipart: `file` and one `paymentIds` field per payment → TransferSlipBatchResult, all or
   * nothing (ours, proposed: a real API without it answers 404 and the console uploads one by one).
   */
  transferSlipBatch: '/payment/api/v1/admin/transfer-slip-batch',
} as const;

/** The audit trail (ours, proposed: a real API without it answers 404). */
export const AuditPaths = {
  /** GET AuditLogQuery → AuditLogPage, newest first. */
  log: '/admin/api/v1/audit-log',
} as const;

/** The work queues' counts (ours, proposed: a real API without it answers 404). */
export const WorkQueuePaths = {
  /** GET → WorkQueueCounts. */
  counts: '/admin/api/v1/work-queues',
} as const;

/** Payout batches and their approval by a second admin (ours, proposed: a real API without them answers 404). */
export const PayoutBatchPaths = {
  /** GET PayoutBatchListQuery → PayoutBatchSummary[], newest first; POST PreparePayoutBatchRequest → PayoutBatch (201). */
  batches: '/admin/api/v1/payout-batches',
  /** GET → PayoutBatch, with what changed since it was prepared. */
  byId: withParameter('/admin/api/v1/payout-batches/:id'),
  /** POST → PayoutBatch approved: by an admin who did not prepare it, while it matches the marketplace. */
  approve: withParameter('/admin/api/v1/payout-batches/:id/approve'),
  /** POST SendBackPayoutBatchRequest → PayoutBatch sent back with its reason. */
  sendBack: withParameter('/admin/api/v1/payout-batches/:id/send-back'),
  /** POST ?ownerProfileId, multipart `file` → PayoutBatch: one partner's slip, from an approved batch. */
  slips: withParameter('/admin/api/v1/payout-batches/:id/slips'),
  /** GET → PayoutSettings; PUT PayoutSettings → PayoutSettings. */
  settings: '/admin/api/v1/payout-settings',
} as const;

/** Home's trends (ours, proposed: a real API without it answers 404). */
export const TrendPaths = {
  /** GET BookingTrendsQuery → BookingTrends. */
  bookings: '/admin/api/v1/trends',
} as const;

/** Images are served without a token so that a plain <img> can show them. */
export const ImagePaths = {
  profile: withParameter('/images/api/v1/profile/:id'),
  property: withParameter('/images/api/v1/property/:id'),
  payment: withParameter('/images/api/v1/payment/:id'),
} as const;

/** The API contract as published by the sandbox (`npm run contract` writes the same document). */
export const ContractPaths = {
  /** OpenAPI 3.1. */
  openapi: '/openapi.json',
  /** Its reference page (Swagger UI). */
  docs: '/docs',
} as const;
