/**
 * Request and answer bodies of the marketplace API (spec section 3), derived from their JSON
 * Schemas (schemas.ts) so the console, the sandbox and the published contract cannot drift. `data`
 * of the envelope has these shapes. Optional fields may be missing or null in real answers: the
 * console renders '-' or 0 for them (spec section 5), never trusts them.
 *
 * Only types come from schemas.ts (`import type`): the console's bundle never carries TypeBox.
 */
import type { Static } from 'typebox';
import type {
  AuditEntrySchema,
  AuditLogPageSchema,
  AuditLogQuerySchema,
  WorkQueueCountsSchema,
  BookingTrendsSchema,
  BookingTrendsQuerySchema,
  PayoutBatchLineSchema,
  PayoutBatchSchema,
  PayoutBatchSummarySchema,
  PayoutSettingsSchema,
  PreparePayoutBatchRequestSchema,
  SendBackPayoutBatchRequestSchema,
  BookingDetailsSchema,
  BookingSchema,
  BookingSearchQuerySchema,
  BookingStatusFilterSchema,
  BookingStatusSchema,
  CreateProfileRequestSchema,
  DashboardInfoSchema,
  LocationSchema,
  LoginRequestSchema,
  MaintenanceRequestSchema,
  PartnerBankSchema,
  PartnerRequestSchema,
  PaymentDetailSchema,
  PaymentLookupQuerySchema,
  PaymentOwnerSchema,
  PaymentRecordSchema,
  PaymentStatusSchema,
  ProfileSchema,
  ProfileSearchQuerySchema,
  PropertiesSearchQuerySchema,
  PropertyListByApprovalSchema,
  PropertyOwnerSchema,
  PropertySchema,
  PropertySearchQuerySchema,
  PropertyTypeSchema,
  RefreshTokenRequestSchema,
  RoleChangeRequestSchema,
  RoleSchema,
  TokensSchema,
  TransferSlipBatchResultSchema,
  TransferSlipQuerySchema,
  UpdatePartnerRequestSchema,
  UpdateProfileRequestSchema,
  UpdatePropertyRequestSchema,
  UpdatePropertyTypeRequestSchema,
} from './schemas';

export type Role = Static<typeof RoleSchema>;

// ---------- auth ----------
export type LoginRequest = Static<typeof LoginRequestSchema>;
export type Tokens = Static<typeof TokensSchema>;
export type RefreshTokenRequest = Static<typeof RefreshTokenRequestSchema>;
export type LogoutRequest = RefreshTokenRequest;

/**
 * Claims of the access token (a JWT). `name`, `given_name`, `family_name`, `email` and `phone` are
 * base64 of UTF-8 text (see claims.ts); `picture` is the profile image id ('' when none).
 */
export interface AccessTokenClaims {
  sub: string;
  name: string;
  given_name: string;
  family_name: string;
  email: string;
  phone: string;
  picture: string;
  role: Role;
  exp: number;
  iat: number;
}

// ---------- profiles ----------
export type Profile = Static<typeof ProfileSchema>;
export type ProfileSearchQuery = Static<typeof ProfileSearchQuerySchema>;
export type CreateProfileRequest = Static<typeof CreateProfileRequestSchema>;
/** Only the given fields change; null clears one. */
export type UpdateProfileRequest = Static<typeof UpdateProfileRequestSchema>;
export type RoleChangeRequest = Static<typeof RoleChangeRequestSchema>;

// ---------- partners ----------
export type PartnerRequest = Static<typeof PartnerRequestSchema>;
export type UpdatePartnerRequest = Static<typeof UpdatePartnerRequestSchema>;

// ---------- properties ----------
export type Location = Static<typeof LocationSchema>;
export type PropertyOwner = Static<typeof PropertyOwnerSchema>;
export type PropertyType = Static<typeof PropertyTypeSchema>;
export type Property = Static<typeof PropertySchema>;
/**
 * A property is listed under `approve` with its approved types and under `notApprove` with its
 * pending ones; a property with both appears in both lists, each with its own subset of types.
 */
export type PropertyListByApproval = Static<typeof PropertyListByApprovalSchema>;
export type PropertySearchQuery = Static<typeof PropertySearchQuerySchema>;
export type PropertiesSearchQuery = Static<typeof PropertiesSearchQuerySchema>;
export type MaintenanceRequest = Static<typeof MaintenanceRequestSchema>;
/** PUT property/{id} (ours). */
export type UpdatePropertyRequest = Static<typeof UpdatePropertyRequestSchema>;
export type UpdatePropertyTypeRequest = Static<typeof UpdatePropertyTypeRequestSchema>;
export type DashboardInfo = Static<typeof DashboardInfoSchema>;

// ---------- bookings and payments ----------
export type BookingStatus = Static<typeof BookingStatusSchema>;
export type PaymentStatus = Static<typeof PaymentStatusSchema>;
/** Status filter of the booking lists: the period 1 payment's status. */
export type BookingStatusFilter = Static<typeof BookingStatusFilterSchema>;
export type BookingSearchQuery = Static<typeof BookingSearchQuerySchema>;
export type Booking = Static<typeof BookingSchema>;
export type BookingDetails = Static<typeof BookingDetailsSchema>;
export type PaymentDetail = Static<typeof PaymentDetailSchema>;
export type PartnerBank = Static<typeof PartnerBankSchema>;
export type PaymentOwner = Static<typeof PaymentOwnerSchema>;
export type PaymentRecord = Static<typeof PaymentRecordSchema>;
export type PaymentLookupQuery = Static<typeof PaymentLookupQuerySchema>;
export type TransferSlipQuery = Static<typeof TransferSlipQuerySchema>;

// ---------- proposed: batch slip and audit log ----------
export type TransferSlipBatchResult = Static<typeof TransferSlipBatchResultSchema>;
/**
 * An entry as the console reads it: an action or a kind of record a later API adds is kept as sent
 * (and shown as unknown), not dropped.
 */
export type AuditEntry = Omit<Static<typeof AuditEntrySchema>, 'action' | 'targetKind'> & {
  action: string;
  targetKind: string;
};
export type AuditLogQuery = Static<typeof AuditLogQuerySchema>;

/** The work queues' counts (ours, proposed). */
export type WorkQueueCounts = Static<typeof WorkQueueCountsSchema>;
/** Home's trends (ours, proposed). */
export type BookingTrends = Static<typeof BookingTrendsSchema>;
export type BookingTrendsQuery = Static<typeof BookingTrendsQuerySchema>;
export type DayTrend = BookingTrends['perDay'];
export type MonthTrend = BookingTrends['perMonth'];
export type PartnerOwed = BookingTrends['partnersOwedMost'][number];

/** Payout batches and their approval (ours, proposed). */
export type PayoutBatch = Static<typeof PayoutBatchSchema>;
export type PayoutBatchLine = Static<typeof PayoutBatchLineSchema>;
export type PayoutBatchSummary = Static<typeof PayoutBatchSummarySchema>;
export type PayoutSettings = Static<typeof PayoutSettingsSchema>;
export type PreparePayoutBatchRequest = Static<typeof PreparePayoutBatchRequestSchema>;
export type SendBackPayoutBatchRequest = Static<typeof SendBackPayoutBatchRequestSchema>;
export type AuditLogPage = Omit<Static<typeof AuditLogPageSchema>, 'entries'> & { entries: AuditEntry[] };
