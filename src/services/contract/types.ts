/**
 * Request and answer bodies of the marketplace API (spec section 3). `data` of the envelope has
 * these shapes. Optional fields may be missing or null in real answers: the console renders
 * '-' or 0 for them (spec section 5), never trusts them.
 */

export type Role = 'ADMIN' | 'PARTNER' | 'CUSTOMER';
export const ROLES: readonly Role[] = ['ADMIN', 'PARTNER', 'CUSTOMER'];

// ---------- auth ----------
export interface LoginRequest {
  code: string;
}
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}
export interface RefreshTokenRequest {
  refreshToken: string;
}
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
export interface Profile {
  profileId: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  phoneNumber: string | null;
  role: Role;
  active: boolean;
  /** Image id, shown through ImagePaths.profile; null when the user has none. */
  image: string | null;
  lineId?: string | null;
  facebook?: string | null;
  location?: string | null;
  createDate?: string | null;
}

/**
 * The longest search values the API takes, counted as `String.length` and an input's `maxLength`
 * count them (UTF-16 units). A longer one is refused with 400 VALIDATION_ERROR, so the console
 * never sends one.
 */
export const SearchLimits = {
  keyword: 200,
  bookingCode: 50,
  locationId: 200,
} as const;

export interface ProfileSearchQuery {
  role?: Role;
  keyword?: string;
}
export interface CreateProfileRequest {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  role: Role;
}
export interface UpdateProfileRequest {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string | null;
  lineId?: string | null;
  facebook?: string | null;
  location?: string | null;
}
export interface RoleChangeRequest {
  newRole: Role;
}

// ---------- partners ----------
export interface PartnerRequest {
  profilePartnerId: string;
  /** The encrypted profile id: what update-role-to-partner takes. */
  profileId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  /** ISO 8601 date-time of the application. */
  createDate: string | null;
  lineId: string | null;
  facebook: string | null;
  propertyName: string | null;
  /** Free text or a map URL; a link only when it parses as http(s). */
  location: string | null;
  image: string | null;
  maxCapacity: number | null;
}
export type UpdatePartnerRequest = Partial<
  Pick<
    PartnerRequest,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phoneNumber'
    | 'lineId'
    | 'facebook'
    | 'propertyName'
    | 'location'
    | 'maxCapacity'
  >
>;

// ---------- properties ----------
export interface Location {
  locationId: string;
  name: string;
  code: string;
}

export interface PropertyOwner {
  profileId: string;
  firstName: string | null;
  lastName: string | null;
  image: string | null;
  email: string | null;
  phoneNumber: string | null;
  lineId: string | null;
  facebook: string | null;
  location: string | null;
  isHead: boolean;
  /** Partner verification: false while pending verification. */
  verified: boolean;
}

export interface PropertyType {
  propertyTypeId: string;
  propertyTypeName: string | null;
  code: string | null;
  /** Banner image id, shown through ImagePaths.property. */
  banner: string | null;
  /** Baht per night. */
  startPrice: number | null;
  maxPeople: number | null;
  approved: boolean;
  active: boolean;
  maintenance: boolean;
  updateDate: string | null;
}

export interface Property {
  propertyId: string;
  propertyName: string | null;
  code: string | null;
  locationId: string | null;
  locationName: string | null;
  propertyTypes: PropertyType[];
  propertyOwners: PropertyOwner[];
}

/**
 * A property is listed under `approve` with its approved types and under `notApprove` with its
 * pending ones; a property with both appears in both lists, each with its own subset of types.
 */
export interface PropertyListByApproval {
  approve: Property[];
  notApprove: Property[];
}

export interface PropertySearchQuery {
  keyword?: string;
  locationId?: string;
}
export interface PropertiesSearchQuery extends PropertySearchQuery {
  approved?: boolean;
}
export interface MaintenanceRequest {
  maintenance: boolean;
}
/** PUT property/{id} (ours). */
export interface UpdatePropertyRequest {
  propertyName?: string;
  locationId?: string;
}
export type UpdatePropertyTypeRequest = Partial<
  Pick<PropertyType, 'propertyTypeName' | 'startPrice' | 'maxPeople'>
>;

export interface DashboardInfo {
  totalBooking: number;
  todayBooking: number;
  propertyCount: number;
  members: number;
}

// ---------- bookings and payments ----------
export type BookingStatus = 'PENDING' | 'CONFIRM' | 'PAYMENT2' | 'SUCCESS' | 'CANCEL';
export type PaymentStatus = 'PENDING' | 'ACCEPT' | 'SUCCESS' | 'REJECT';

/** Status filter of the booking lists: the period 1 payment's status. */
export type BookingStatusFilter = 'PENDING' | 'ACCEPT';

export interface BookingSearchQuery {
  keyword?: string;
  bookingCode?: string;
  status?: BookingStatusFilter;
}

export interface Booking {
  bookingId: string;
  bookingCode: string | null;
  status: BookingStatus | string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  lineId: string | null;
  walkIn: boolean;
  propertyName: string | null;
  propertyTypeName: string | null;
  propertyTypeCode: string | null;
  packagePrice: number | null;
  totalPrice: number | null;
  earnestMoney: number | null;
  /** The customer's slip image id (period 1), null when none. */
  image: string | null;
  // Ours, beyond spec section 3: what partner earnings needs without a call per booking.
  ownerProfileId?: string | null;
  ownerFirstName?: string | null;
  ownerLastName?: string | null;
  commissionAmount?: number | null;
  feeAmount?: number | null;
  /** Period 1 amount the guest paid. */
  period1Amount?: number | null;
  period1Status?: PaymentStatus | null;
  transferred?: boolean;
  checkinDate?: string | null;
  createDate?: string | null;
}

export interface BookingDetails {
  bookingId: string;
  bookingCode: string | null;
  firstName: string | null;
  lastName: string | null;
  checkinDate: string | null;
  checkoutDate: string | null;
  phoneNumber: string | null;
  email: string | null;
  bookingStatus: BookingStatus | string | null;
  packagePrice: number | null;
  extraBedPrice: number | null;
  totalPrice: number | null;
  /** Percent. */
  commissionOnline: number | null;
  /** Percent. */
  feeOnline: number | null;
  commissionAmount: number | null;
  feeAmount: number | null;
}

export interface PaymentDetail {
  paymentId: string;
  bookingId: string;
  period: 1 | 2;
  status: PaymentStatus | string | null;
  amount: number | null;
  method: string | null;
  createDate: string | null;
  updateDate: string | null;
  /** The customer's slip image id. */
  slipImage: string | null;
  /** The admin's transfer slip image id, once the partner has been paid. */
  adminTransferSlip: string | null;
}

export interface PartnerBank {
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  branchName: string | null;
}

export interface PaymentOwner {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  partnerBank: PartnerBank | null;
}

export interface PaymentRecord {
  bookingDetails: BookingDetails;
  paymentDetails: PaymentDetail[];
  propertyOwner: PaymentOwner | null;
}

export interface PaymentLookupQuery {
  bookingId: string;
}
export interface TransferSlipQuery {
  paymentId: string;
  bookingId: string;
}

// ---------- sandbox control (never used by the console) ----------
export interface FaultRule {
  /** A path prefix or a glob with `*`, matched against the request path. */
  pattern: string;
  /** Only these methods; all when absent. */
  methods?: string[];
  latencyMs?: number;
  /** Share of matching calls answered with 500, 0–1. */
  errorRate?: number;
  /** Destroy the connection without an answer. */
  drop?: boolean;
  /** Treat every access token as expired. */
  expireTokens?: boolean;
}
export interface FaultSettings {
  rules: FaultRule[];
}
