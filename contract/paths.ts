/**
 * Every path of spec section 7, written once. The console's services and the sandbox's routes both
 * use these, so the two cannot drift. Paths the spec leaves unnamed are named here (marked "ours").
 * Functions build a concrete path; the `route` strings are the Fastify patterns of the same paths.
 */
const enc = encodeURIComponent;

export const AuthPaths = {
  /** POST {code} → Tokens */
  login: (provider: LoginProvider) => `/admin/authen/api/v1/login/${provider}`,
  loginRoute: '/admin/authen/api/v1/login/:provider',
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
  byId: (id: string) => `/admin/api/v1/profile/${enc(id)}`,
  byIdRoute: '/admin/api/v1/profile/:id',
  active: (id: string) => `/admin/api/v1/profile/${enc(id)}/active`,
  activeRoute: '/admin/api/v1/profile/:id/active',
  remove: (id: string) => `/admin/api/v1/profile/${enc(id)}/delete`,
  removeRoute: '/admin/api/v1/profile/:id/delete',
  /** POST multipart, field `image` */
  image: (id: string) => `/admin/api/v1/profile/${enc(id)}/image`,
  imageRoute: '/admin/api/v1/profile/:id/image',
  /** POST {newRole} */
  role: (id: string) => `/admin/api/v1/profile/${enc(id)}/role`,
  roleRoute: '/admin/api/v1/profile/:id/role',
} as const;

export const PartnerPaths = {
  pendingRoleChange: '/profile-partner/api/v1/pending-role-change',
  withoutProperties: '/profile-partner/api/v1/partners-without-properties',
  approve: (id: string) => `/profile-partner/api/v1/${enc(id)}/approve`,
  approveRoute: '/profile-partner/api/v1/:id/approve',
  reject: (id: string) => `/profile-partner/api/v1/${enc(id)}/reject`,
  rejectRoute: '/profile-partner/api/v1/:id/reject',
  /** GET, PUT, DELETE by profilePartnerId */
  byId: (id: string) => `/profile-partner/api/v1/${enc(id)}`,
  byIdRoute: '/profile-partner/api/v1/:id',
  /** PATCH; the id is the partner request's encrypted profile id (PartnerRequest.profileId). */
  updateRoleToPartner: (encryptedProfileId: string) =>
    `/profile-partner/api/v1/update-role-to-partner/${enc(encryptedProfileId)}`,
  updateRoleToPartnerRoute: '/profile-partner/api/v1/update-role-to-partner/:id',
  /** DELETE by profilePartnerId: used by reject and by cancel approval. */
  deleteProfilePartner: (id: string) => `/profile-partner/api/v1/delete-profile-partner/${enc(id)}`,
  deleteProfilePartnerRoute: '/profile-partner/api/v1/delete-profile-partner/:id',
} as const;

export const PropertyPaths = {
  /** GET → PropertyListByApproval */
  adminWithOwner: '/property/api/v1/property-list/admin-with-owner',
  property: (id: string) => `/property/api/v1/property/${enc(id)}`,
  propertyRoute: '/property/api/v1/property/:id',
  propertyType: (id: string) => `/property/api/v1/propertyType/${enc(id)}`,
  propertyTypeRoute: '/property/api/v1/propertyType/:id',
  /** PATCH, empty body: toggles approved ⇄ pending. */
  approve: (id: string) => `/property/api/v1/propertyType/${enc(id)}/approve`,
  approveRoute: '/property/api/v1/propertyType/:id/approve',
  /** PATCH, empty body: toggles active. */
  active: (id: string) => `/property/api/v1/propertyType/${enc(id)}/active`,
  activeRoute: '/property/api/v1/propertyType/:id/active',
  /** PATCH {maintenance} */
  maintenance: (id: string) => `/property/api/v1/propertyType/${enc(id)}/maintenance`,
  maintenanceRoute: '/property/api/v1/propertyType/:id/maintenance',
  /** POST multipart, field `image`: the banner. */
  propertyTypeImage: (id: string) => `/property/api/v1/propertyType/${enc(id)}/image`,
  propertyTypeImageRoute: '/property/api/v1/propertyType/:id/image',
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

/** Images are served without a token so that a plain <img> can show them. */
export const ImagePaths = {
  profile: (id: string) => `/images/api/v1/profile/${enc(id)}`,
  profileRoute: '/images/api/v1/profile/:id',
  property: (id: string) => `/images/api/v1/property/${enc(id)}`,
  propertyRoute: '/images/api/v1/property/:id',
  payment: (id: string) => `/images/api/v1/payment/${enc(id)}`,
  paymentRoute: '/images/api/v1/payment/:id',
} as const;

/** The API contract as published by the sandbox (`npm run contract` writes the same document). */
export const ContractPaths = {
  /** OpenAPI 3.1. */
  openapi: '/openapi.json',
  /** Its reference page (Swagger UI). */
  docs: '/docs',
} as const;
