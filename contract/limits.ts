/** The contract's values: roles and the limits of what the API takes and answers. */
export const ROLES = ['ADMIN', 'PARTNER', 'CUSTOMER'] as const;

export const AuditLimits = { pageSize: 200 } as const;
/**
 * The largest values an answer may hold (the contract's maxima): an id's length, a text's (a name,
 * an e-mail, a message), an amount in baht, a count (users, bookings…), a villa's capacity in
 * people, the entries of a whole list (the spec's lists are not paged) and of a record's own list
 * (a property's types and owners, a booking's payments, an audit entry's related records).
 */
export const AnswerLimits = {
  id: 100,
  text: 1000,
  baht: 99_999_999.99,
  count: 99_999_999,
  people: 1000,
  list: 100_000,
  nested: 1000,
} as const;
/** Home's trends: bookings per day over 30 days, booking value per month over 12, the ten partners owed most. */
export const TrendLimits = { days: 30, months: 12, partners: 10 } as const;
/** The largest image the API takes or serves, in bytes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most payments one batch slip may pay, and the longest payment id it takes; payout batches' limits. */
export const BatchLimits = {
  payments: 100,
  paymentId: 64,
  /** The most payments one payout batch may pay (a month's run), the batches a list gives, a reason's length. */
  batchPayments: 1000,
  batchesListed: 200,
  reason: 500,
} as const;

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

/**
 * What the API takes in a person's fields (profile create and update, partner update): names up to
 * 100 characters with something besides spaces, an email address up to 254, a phone number of
 * digits with an optional leading +, spaces or hyphens between, 8 to 21 characters in all. The
 * console checks the same before it sends.
 */
export const PersonLimits = {
  name: 100,
  email: 254,
  /** An address with a dotted domain (ajv-formats' full "email" format, which the sandbox checks too). */
  emailPattern:
    "^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$",
  phoneNumber: 21,
  phonePattern: '^\\+?[0-9][0-9 -]{5,18}[0-9]$',
} as const;
