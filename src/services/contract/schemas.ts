/**
 * The marketplace API's bodies, queries and answers as JSON Schema (TypeBox): the one source of the
 * contract. The sandbox validates and serialises with them, `npm run contract` publishes them as
 * OpenAPI, and types.ts derives the console's types from them (`Static`, type-only imports: the
 * console's bundle never carries TypeBox).
 *
 * Answers are lenient where real answers may be (fields missing or null: the console shows '-');
 * bodies and queries are strict: an unknown field is refused.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from './audit';
import { encodeClaim } from './claims';
import { AnswerLimits, AuditLimits, BatchLimits, PersonLimits, ROLES, SearchLimits } from './types';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A text that is not blank. */
const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: '\\S', ...(description ? { description } : {}) });
const Strict = { additionalProperties: false } as const;

/** A record's id: it goes into paths and queries, so URL-safe characters only. */
const Id = (description?: string) =>
  Type.String({
    minLength: 1,
    maxLength: AnswerLimits.id,
    pattern: '^[A-Za-z0-9._~-]+$',
    ...(description ? { description } : {}),
  });
/** Baht, never negative, in whole satang. */
const Money = (description?: string) =>
  Type.Number({
    minimum: 0,
    maximum: AnswerLimits.baht,
    multipleOf: 0.01,
    ...(description ? { description } : {}),
  });
/** A share of a price in percent, in hundredths of a percent. */
const Percent = (description: string) =>
  Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01, description });
/** How many of something there are. */
const Count = (description?: string) =>
  Type.Integer({ minimum: 0, maximum: AnswerLimits.count, ...(description ? { description } : {}) });
/** How many people a villa takes. */
const People = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: AnswerLimits.people, ...(description ? { description } : {}) });
/** An instant, ISO 8601 with its offset (the sandbox writes UTC: 2026-03-01T09:30:00.000Z). */
const Instant = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });
/** A calendar day in Thailand, YYYY-MM-DD. */
const Day = (description?: string) =>
  Type.String({ format: 'date', ...(description ? { description } : {}) });

// ---------- the envelope ----------
const STATUS_DESCRIPTION = 'Every answer, success or failure, has it.';
export const ApiStatusSchema = Type.Object(
  {
    code: Type.Integer({
      minimum: 100,
      maximum: 599,
      description: 'Mirrors the HTTP status: 200–299 is success.',
    }),
    title: Type.String(),
    message: Type.String({
      description: 'In the language of Accept-Language (Thai unless it starts with en).',
    }),
    description: Type.String({
      description: 'A stable machine-readable reason: OK, VALIDATION_ERROR, NOT_FOUND…',
    }),
    transactionId: Type.String(),
  },
  { description: STATUS_DESCRIPTION },
);

const statuses = new Map<number, TSchema>();
/**
 * The status of the answers with one HTTP status (`ApiStatus200`, `ApiStatus404`…): its `code` is
 * that status, so a client (or a mock) reads success and failure the same way from both.
 */
function statusOf(code: number): TSchema {
  let status = statuses.get(code);
  if (!status) {
    status = Type.Object(
      {
        ...ApiStatusSchema.properties,
        code: Type.Literal(code, { description: 'The HTTP status of this answer.' }),
      },
      { $id: `ApiStatus${code}`, description: STATUS_DESCRIPTION },
    );
    statuses.set(code, status);
  }
  return status;
}

/** An answer with this HTTP status: the status and `data`. */
const Envelope = <T extends TSchema>(code: number, data: T, description: string) =>
  Type.Object({ status: statusOf(code), data }, { description });

const FAILURES = {
  400: 'VALIDATION_ERROR: the message names the field.',
  401: 'UNAUTHORIZED: no valid access token (refresh and retry).',
  403: 'FORBIDDEN, NOT_ADMIN or ACCOUNT_INACTIVE.',
  404: 'NOT_FOUND.',
  409: 'CONFLICT: not possible in the current state.',
  413: 'PAYLOAD_TOO_LARGE: JSON bodies up to 10 MB, images up to 5 MB.',
  415: 'UNSUPPORTED_MEDIA_TYPE: JSON bodies only; uploads take a JPEG, PNG or WebP image.',
  429: 'RATE_LIMITED.',
  500: 'INTERNAL_ERROR.',
} as const;
export type Failure = keyof typeof FAILURES;

/** The error envelope (`data: null`), described as the answer of one HTTP status. */
export const failure = (code: Failure) => Envelope(code, Type.Null(), FAILURES[code]);

/**
 * A call's answers by HTTP status: `data` in the envelope on success, the error envelope for each
 * failure it may answer (500 always; the published document adds 401 and 403 to the admin calls,
 * as the guard answers them).
 */
export function answers<T extends TSchema>(data: T, failures: Failure[] = [], success: 200 | 201 = 200) {
  const codes: Failure[] = [...failures, 500];
  return {
    [success]: Envelope(success, data, success === 201 ? 'Created.' : 'OK.'),
    ...Object.fromEntries(codes.map((code) => [code, failure(code)])),
  };
}

// ---------- auth ----------
const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/**
 * An unsigned access token of an example admin, valid until 2100: the claims the console reads,
 * and what a mock of this contract signs in with.
 */
const EXAMPLE_ACCESS_TOKEN = [
  base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
  base64Url(
    JSON.stringify({
      sub: 'example-admin',
      given_name: encodeClaim('สมชาย'),
      family_name: encodeClaim('ใจดี'),
      name: encodeClaim('สมชาย ใจดี'),
      email: encodeClaim('admin@poolvilla.example'),
      phone: encodeClaim('0812345678'),
      picture: '',
      role: 'ADMIN',
      iat: 1_767_225_600,
      exp: 4_102_444_800,
    }),
  ),
  '',
].join('.');
export const LoginRequestSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 2048, description: "The provider's sign-in code." }) },
  Strict,
);
export const TokensSchema = Type.Object(
  {
    accessToken: Type.String({
      minLength: 1,
      description:
        "A JWT. The console reads, without verifying, `sub` (the admin's profile id), `exp` and `iat` " +
        '(seconds), `role`, `picture` (an image id) and `given_name`, `family_name`, `name`, `email`, ' +
        '`phone` (each base64 of UTF-8 text).',
      examples: [EXAMPLE_ACCESS_TOKEN],
    }),
    refreshToken: Type.String({ minLength: 1, examples: ['example-refresh-token'] }),
  },
  { $id: 'Tokens' },
);
export const RefreshTokenRequestSchema = Type.Object(
  { refreshToken: Type.String({ minLength: 1, maxLength: 2048 }) },
  Strict,
);

// ---------- common ----------
export const IdParamsSchema = Type.Object({ id: Text(100) }, Strict);

// ---------- profiles ----------
export const RoleSchema = Type.Enum(ROLES);

export const ProfileSchema = Type.Object(
  {
    profileId: Id(),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    fullName: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phoneNumber: Nullable(Type.String()),
    role: RoleSchema,
    active: Type.Boolean(),
    image: Nullable(Id('Image id, shown through /images/api/v1/profile/{id}.')),
    lineId: Type.Optional(Nullable(Type.String())),
    facebook: Type.Optional(Nullable(Type.String())),
    location: Type.Optional(Nullable(Type.String())),
    createDate: Type.Optional(Nullable(Instant())),
  },
  { $id: 'Profile' },
);

export const ProfileSearchQuerySchema = Type.Object(
  {
    role: Type.Optional(RoleSchema),
    keyword: Type.Optional(Type.String({ maxLength: SearchLimits.keyword })),
  },
  Strict,
);

const Email = Type.String({
  format: 'email',
  pattern: PersonLimits.emailPattern,
  maxLength: PersonLimits.email,
});
const Phone = Type.String({ pattern: PersonLimits.phonePattern });
/** Optional text that null (or blank) clears. */
const Clearable = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

export const CreateProfileRequestSchema = Type.Object(
  {
    firstName: Text(PersonLimits.name),
    lastName: Text(PersonLimits.name),
    email: Email,
    phoneNumber: Type.Optional(Phone),
    role: RoleSchema,
  },
  Strict,
);

/** The person's own fields, shared by the profile and the partner request updates. */
const PersonUpdate = {
  firstName: Type.Optional(Text(PersonLimits.name)),
  lastName: Type.Optional(Text(PersonLimits.name)),
  email: Type.Optional(Email),
  phoneNumber: Type.Optional(Nullable(Phone)),
  lineId: Clearable(100),
  facebook: Clearable(300),
};

export const UpdateProfileRequestSchema = Type.Object(
  { ...PersonUpdate, location: Clearable(500) },
  { ...Strict, description: 'Only the given fields change; null clears a field.' },
);
export const RoleChangeRequestSchema = Type.Object({ newRole: RoleSchema }, Strict);

// ---------- partners ----------
export const PartnerRequestSchema = Type.Object(
  {
    profilePartnerId: Id(),
    profileId: Id('The encrypted profile id: what update-role-to-partner takes.'),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phoneNumber: Nullable(Type.String()),
    createDate: Nullable(Instant('When the customer applied.')),
    lineId: Nullable(Type.String()),
    facebook: Nullable(Type.String()),
    propertyName: Nullable(Type.String()),
    location: Nullable(Type.String({ description: 'Free text or a map URL.' })),
    image: Nullable(Id()),
    maxCapacity: Nullable(People('The most guests the villa takes.')),
  },
  { $id: 'PartnerRequest' },
);

export const UpdatePartnerRequestSchema = Type.Object(
  {
    ...PersonUpdate,
    propertyName: Clearable(300),
    location: Clearable(500),
    maxCapacity: Type.Optional(Nullable(People())),
  },
  { ...Strict, description: 'Only the given fields change; null clears a field.' },
);

// ---------- properties ----------
export const LocationSchema = Type.Object(
  { locationId: Id(), name: Type.String(), code: Type.String() },
  { $id: 'Location' },
);

export const PropertyOwnerSchema = Type.Object(
  {
    profileId: Id(),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    image: Nullable(Id()),
    email: Nullable(Type.String()),
    phoneNumber: Nullable(Type.String()),
    lineId: Nullable(Type.String()),
    facebook: Nullable(Type.String()),
    location: Nullable(Type.String()),
    isHead: Type.Boolean(),
    verified: Type.Boolean({ description: 'Partner verification: false while pending.' }),
  },
  { $id: 'PropertyOwner' },
);

export const PropertyTypeSchema = Type.Object(
  {
    propertyTypeId: Id(),
    propertyTypeName: Nullable(Type.String()),
    code: Nullable(Type.String()),
    banner: Nullable(Id('Image id, shown through /images/api/v1/property/{id}.')),
    startPrice: Nullable(Money('Baht per night.')),
    maxPeople: Nullable(People()),
    approved: Type.Boolean(),
    active: Type.Boolean(),
    maintenance: Type.Boolean(),
    updateDate: Nullable(Instant()),
  },
  { $id: 'PropertyType' },
);

export const PropertySchema = Type.Object(
  {
    propertyId: Id(),
    propertyName: Nullable(Type.String()),
    code: Nullable(Type.String()),
    locationId: Nullable(Id()),
    locationName: Nullable(Type.String()),
    propertyTypes: Type.Array(PropertyTypeSchema),
    propertyOwners: Type.Array(PropertyOwnerSchema),
  },
  { $id: 'Property' },
);

export const PropertyListByApprovalSchema = Type.Object(
  {
    approve: Type.Array(PropertySchema),
    // The same schema by reference: a schema may define an `$id` once only.
    notApprove: Type.Array(Type.Unsafe<Static<typeof PropertySchema>>({ $ref: 'Property' })),
  },
  {
    $id: 'PropertyListByApproval',
    description:
      'A property is under approve with its approved types and under notApprove with its pending ones.',
  },
);

const PropertySearch = {
  keyword: Type.Optional(Type.String({ maxLength: SearchLimits.keyword })),
  locationId: Type.Optional(Type.String({ maxLength: SearchLimits.locationId })),
};
export const PropertySearchQuerySchema = Type.Object(PropertySearch, Strict);
export const PropertiesSearchQuerySchema = Type.Object(
  { ...PropertySearch, approved: Type.Optional(Type.Boolean()) },
  Strict,
);

export const MaintenanceRequestSchema = Type.Object({ maintenance: Type.Boolean() }, Strict);
export const UpdatePropertyRequestSchema = Type.Object(
  { propertyName: Type.Optional(Text(300)), locationId: Type.Optional(Text(100)) },
  Strict,
);
export const UpdatePropertyTypeRequestSchema = Type.Object(
  {
    propertyTypeName: Type.Optional(Text(300)),
    startPrice: Type.Optional(Nullable(Money())),
    maxPeople: Type.Optional(Nullable(People())),
  },
  { ...Strict, description: 'Only the given fields change; null clears a field.' },
);

export const DashboardInfoSchema = Type.Object(
  {
    totalBooking: Count('Every booking.'),
    todayBooking: Count("Bookings made today, in Thailand's time."),
    propertyCount: Count(),
    members: Count('Every user.'),
  },
  { $id: 'DashboardInfo' },
);

// ---------- bookings and payments ----------
/**
 * A status as the spec lists them. An API may add one later: the console then shows it as
 * "Unknown status: X" and treats the record as not ready for any action.
 */
const Status = <T extends string>(values: readonly T[]) =>
  Type.Enum([...values], {
    description:
      'As the spec lists them. A later API may add one: a client shows one it does not know as unknown and takes no action on it.',
  });
const BOOKING_STATUSES = ['PENDING', 'CONFIRM', 'PAYMENT2', 'SUCCESS', 'CANCEL'] as const;
const PAYMENT_STATUSES = ['PENDING', 'ACCEPT', 'SUCCESS', 'REJECT'] as const;
export const BookingStatusSchema = Status(BOOKING_STATUSES);
export const PaymentStatusSchema = Status(PAYMENT_STATUSES);
/** The booking lists' status filter: the period 1 payment's status. */
export const BookingStatusFilterSchema = Type.Enum(['PENDING', 'ACCEPT']);

export const BookingSearchQuerySchema = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: SearchLimits.keyword })),
    bookingCode: Type.Optional(Type.String({ maxLength: SearchLimits.bookingCode })),
    status: Type.Optional(BookingStatusFilterSchema),
  },
  Strict,
);

export const BookingSchema = Type.Object(
  {
    bookingId: Id(),
    bookingCode: Nullable(Text(SearchLimits.bookingCode)),
    status: BookingStatusSchema,
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    email: Nullable(Type.String()),
    lineId: Nullable(Type.String()),
    walkIn: Type.Boolean(),
    propertyName: Nullable(Type.String()),
    propertyTypeName: Nullable(Type.String()),
    propertyTypeCode: Nullable(Type.String()),
    packagePrice: Nullable(Money()),
    totalPrice: Nullable(Money()),
    earnestMoney: Nullable(Money('The deposit: what period 1 asks of the guest.')),
    image: Nullable(Id("The customer's period 1 slip image id.")),
    // Ours, beyond spec section 3: what partner earnings needs without a call per booking.
    ownerProfileId: Type.Optional(Nullable(Id())),
    ownerFirstName: Type.Optional(Nullable(Type.String())),
    ownerLastName: Type.Optional(Nullable(Type.String())),
    commissionAmount: Type.Optional(Nullable(Money())),
    feeAmount: Type.Optional(Nullable(Money())),
    period1Amount: Type.Optional(Nullable(Money('What the guest paid for period 1.'))),
    period1Status: Type.Optional(Nullable(PaymentStatusSchema)),
    transferred: Type.Optional(Type.Boolean()),
    checkinDate: Type.Optional(Nullable(Day())),
    createDate: Type.Optional(Nullable(Instant())),
  },
  { $id: 'Booking' },
);

export const BookingDetailsSchema = Type.Object(
  {
    bookingId: Id(),
    bookingCode: Nullable(Text(SearchLimits.bookingCode)),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    checkinDate: Nullable(Day()),
    checkoutDate: Nullable(Day()),
    phoneNumber: Nullable(Type.String()),
    email: Nullable(Type.String()),
    bookingStatus: BookingStatusSchema,
    packagePrice: Nullable(Money()),
    extraBedPrice: Nullable(Money()),
    totalPrice: Nullable(Money('Package price plus extra bed price.')),
    commissionOnline: Nullable(Percent("The marketplace's commission, percent of the total price.")),
    feeOnline: Nullable(Percent('The payment fee, percent of the total price.')),
    commissionAmount: Nullable(Money()),
    feeAmount: Nullable(Money()),
  },
  { $id: 'BookingDetails' },
);

export const PaymentDetailSchema = Type.Object(
  {
    paymentId: Id(),
    bookingId: Id(),
    period: Type.Union([Type.Literal(1), Type.Literal(2)]),
    status: PaymentStatusSchema,
    amount: Nullable(Money()),
    method: Nullable(Type.String()),
    createDate: Nullable(Instant()),
    updateDate: Nullable(Instant()),
    slipImage: Nullable(Id("The customer's slip image id.")),
    adminTransferSlip: Nullable(Id("The admin's transfer slip image id, once the partner is paid.")),
  },
  { $id: 'PaymentDetail' },
);

export const PartnerBankSchema = Type.Object(
  {
    bankName: Nullable(Type.String()),
    accountNumber: Nullable(Type.String()),
    accountName: Nullable(Type.String()),
    branchName: Nullable(Type.String()),
  },
  { $id: 'PartnerBank' },
);

export const PaymentOwnerSchema = Type.Object(
  {
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    partnerBank: Nullable(PartnerBankSchema),
  },
  { $id: 'PaymentOwner' },
);

export const PaymentRecordSchema = Type.Object(
  {
    bookingDetails: BookingDetailsSchema,
    paymentDetails: Type.Array(PaymentDetailSchema),
    propertyOwner: Nullable(PaymentOwnerSchema),
  },
  { $id: 'PaymentRecord' },
);

export const PaymentLookupQuerySchema = Type.Object({ bookingId: Text(100) }, Strict);
export const TransferSlipQuerySchema = Type.Object({ paymentId: Text(100), bookingId: Text(100) }, Strict);

/** An upload's body: one JPEG, PNG or WebP image (by content) of at most 5 MB, in `field`. */
export const ImageUploadBody = (field: string) => ({
  content: {
    'multipart/form-data': {
      schema: Type.Object({ [field]: Type.String({ format: 'binary' }) }),
    },
  },
});

// ---------- proposed to the real API (ours, beyond spec section 7) ----------
/**
 * POST transfer-slip-batch: one slip for many payments (a partner's transfer covering several
 * bookings), all or nothing. Multipart: the image in `file` (as the single upload), one `paymentIds`
 * field per period 1 payment.
 */
export const TransferSlipBatchBody = {
  content: {
    'multipart/form-data': {
      schema: Type.Object({
        file: Type.String({ format: 'binary' }),
        paymentIds: Type.Array(Type.String({ minLength: 1, maxLength: BatchLimits.paymentId }), {
          minItems: 1,
          maxItems: BatchLimits.payments,
          uniqueItems: true,
          description:
            "Period 1 payment ids, each ready to pay (deposit received, not cancelled, not a partner's own walk-in, not paid).",
        }),
      }),
    },
  },
};

export const TransferSlipBatchResultSchema = Type.Object(
  {
    slipImageId: Id(),
    /** The payments now paid, each with `adminTransferSlip` set to the one slip. */
    payments: Type.Array(PaymentDetailSchema),
  },
  { $id: 'TransferSlipBatchResult' },
);

export const AuditActionSchema = Status(AUDIT_ACTIONS);
export const AuditTargetKindSchema = Status(AUDIT_TARGET_KINDS);

/** What changed, before and after: only the fields the action touched (role, active, approval, slip…). */
const AuditValues = Nullable(Type.Record(Type.String(), Type.Unknown()));

export const AuditEntrySchema = Type.Object(
  {
    auditId: Id(),
    at: Instant('When.'),
    actorId: Nullable(Id("The admin's profile id.")),
    actorName: Nullable(Type.String()),
    action: AuditActionSchema,
    targetKind: AuditTargetKindSchema,
    targetId: Id(
      "By kind: a user's profile id; a partner request's profilePartnerId (partner.*) or, for slip.batch, the partner's profile id; a property, property type or booking id.",
    ),
    targetName: Nullable(Type.String({ description: "The target's display name at the time." })),
    before: AuditValues,
    after: AuditValues,
    relatedIds: Type.Array(Id(), {
      description: 'Other records the action touched (the bookings and payments a slip paid).',
    }),
  },
  { $id: 'AuditEntry' },
);

const AuditDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: "A day, YYYY-MM-DD, in Thailand's time.",
});
export const AuditLogQuerySchema = Type.Object(
  {
    actorId: Type.Optional(Text(100)),
    action: Type.Optional(Type.Enum(AUDIT_ACTIONS)),
    targetKind: Type.Optional(Type.Enum(AUDIT_TARGET_KINDS)),
    targetId: Type.Optional(Text(100, 'The target, or one of its related records.')),
    from: Type.Optional(AuditDate),
    to: Type.Optional(AuditDate),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: AuditLimits.pageSize, default: 50 })),
  },
  Strict,
);

export const AuditLogPageSchema = Type.Object(
  {
    /** Newest first. */
    entries: Type.Array(AuditEntrySchema, { maxItems: AuditLimits.pageSize }),
    total: Count('Entries matching the filters, on every page.'),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1, maximum: AuditLimits.pageSize }),
  },
  { $id: 'AuditLogPage' },
);

// ---------- sandbox control (never used by the console) ----------
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export const FaultRuleSchema = Type.Object(
  {
    pattern: Type.String({
      pattern: '^/',
      maxLength: 200,
      description: 'A path prefix, or a glob with `*` matched against the whole path.',
    }),
    methods: Type.Optional(
      Type.Array(Type.Enum([...METHODS, ...METHODS.map((method) => method.toLowerCase())]), {
        minItems: 1,
        description: 'Only these methods; all when absent.',
      }),
    ),
    latencyMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 60_000 })),
    errorRate: Type.Optional(
      Type.Number({ minimum: 0, maximum: 1, description: 'Share of matching calls answered with 500.' }),
    ),
    status: Type.Optional(
      Type.Union([Type.Literal(404), Type.Literal(500), Type.Literal(503)], {
        description:
          "The errorRate answers' status, 500 unless given; 404 plays a call the API does not have.",
      }),
    ),
    query: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Only calls whose query string contains this text (e.g. `bookingId=…`).',
      }),
    ),
    drop: Type.Optional(Type.Boolean({ description: 'Destroy the connection without an answer.' })),
    expireTokens: Type.Optional(
      Type.Boolean({ description: 'Treat every access token issued so far as expired.' }),
    ),
  },
  Strict,
);
export const FaultSettingsSchema = Type.Object(
  { rules: Type.Array(FaultRuleSchema, { maxItems: 50 }) },
  Strict,
);
const simulatedCount = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description }));
/**
 * POST /__sandbox/simulate: how many of each activity to make now, exactly (at least one above 0);
 * none given, one step as `--simulate` takes it, an activity drawn by weight.
 */
export const SimulateQuerySchema = Type.Object(
  {
    bookings: simulatedCount('New bookings, each with its deposit slip waiting for verification.'),
    periodTwo: simulatedCount('Confirmed bookings whose guest sends the second slip (PAYMENT2).'),
    applications: simulatedCount('Customers applying to become partners.'),
    propertyTypes: simulatedCount('New property types of existing properties, awaiting approval.'),
  },
  Strict,
);
const SimulatedBookingSchema = Type.Object({ bookingId: Type.String(), bookingCode: Type.String() });
/** What POST /__sandbox/simulate made, by activity (an activity that cannot happen now is left out). */
export const SimulatedSchema = Type.Object({
  bookings: Type.Array(SimulatedBookingSchema),
  periodTwo: Type.Array(SimulatedBookingSchema),
  applications: Type.Array(Type.Object({ profilePartnerId: Type.String(), profileId: Type.String() })),
  propertyTypes: Type.Array(Type.Object({ propertyTypeId: Type.String(), propertyId: Type.String() })),
});
