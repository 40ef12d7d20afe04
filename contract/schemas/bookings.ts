import { Type } from 'typebox';
import { SearchLimits } from '../limits';
import { DEPOSIT_RECEIVED_STATUSES } from '../money';
import { Day, Id, Instant, Money, Nullable, Percent, Status, Strict, Text, Words } from './fields';

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

/**
 * Typical stays' amounts, given as `examples` (what a mock answers): totals of 8,900, 15,500 and
 * 24,000 baht, half as the deposit, 10 % commission and 3 % fee. A mock's bookings then read as a
 * real API's and pay their partners, where made-up amounts run to millions and rarely leave a
 * transfer.
 */
const TYPICAL_BAHT = {
  total: [8900, 15500, 24000],
  deposit: [4450, 7750, 12000],
  commission: [890, 1550, 2400],
  fee: [267, 465, 720],
};

/** A booking of any of the three lists, as the console reads it. */
const bookingFields = {
  bookingId: Id(),
  bookingCode: Nullable(Text(SearchLimits.bookingCode)),
  status: BookingStatusSchema,
  firstName: Nullable(Words()),
  lastName: Nullable(Words()),
  email: Nullable(Words()),
  lineId: Nullable(Words()),
  walkIn: Type.Boolean(),
  propertyName: Nullable(Words()),
  propertyTypeName: Nullable(Words()),
  propertyTypeCode: Nullable(Words()),
  packagePrice: Nullable(Money(undefined, TYPICAL_BAHT.total)),
  totalPrice: Nullable(Money(undefined, TYPICAL_BAHT.total)),
  earnestMoney: Nullable(Money('The deposit: what period 1 asks of the guest.', TYPICAL_BAHT.deposit)),
  image: Nullable(Id("The customer's period 1 slip image id.")),
  // Ours, beyond spec section 3: what partner earnings needs without a call per booking.
  // A marketplace's bookings belong to a few partners, each with many: a mock's bookings then come
  // under their partners (earnings, the payout run), where made-up ids would give each its own.
  ownerProfileId: Type.Optional(
    Type.Union(
      [Id("The property's head owner (a partner's profile id); null when it has none."), Type.Null()],
      {
        examples: [
          '90830949-6175-490c-94df-7695ad98a459',
          '5d1c7f0e-2b8a-4e63-9f4c-3a6b8d2e1f70',
          'c3e9a2b4-7f61-4d08-8e5a-1b2c3d4e5f60',
        ],
      },
    ),
  ),
  ownerFirstName: Type.Optional(Nullable(Words())),
  ownerLastName: Type.Optional(Nullable(Words())),
  commissionAmount: Type.Optional(Money("The marketplace's commission.", TYPICAL_BAHT.commission)),
  feeAmount: Type.Optional(Money('The payment fee.', TYPICAL_BAHT.fee)),
  period1Amount: Type.Optional(Nullable(Money('What the guest paid for period 1.', TYPICAL_BAHT.deposit))),
  period1Status: Type.Optional(Nullable(PaymentStatusSchema)),
  transferred: Type.Optional(Type.Boolean()),
  checkinDate: Type.Optional(Day()),
  createDate: Type.Optional(Instant()),
};

export const BookingSchema = Type.Object(bookingFields, { $id: 'Booking' });

/**
 * Each list's bookings, with what its name makes true of them (the sandbox's lists, bookings.ts):
 * guest bookings paid by transfer, their period 1 on record; the transferred ones' deposit received
 * (the partner is paid only then); walk-ins the partners' own.
 */
const guestBookingFields = {
  ...bookingFields,
  walkIn: Type.Literal(false),
  period1Amount: Type.Optional(Money('What the guest paid for period 1.', TYPICAL_BAHT.deposit)),
};
export const PendingBookingSchema = Type.Object(
  {
    ...guestBookingFields,
    period1Status: Type.Optional(PaymentStatusSchema),
    transferred: Type.Optional(Type.Literal(false)),
  },
  { $id: 'PendingBooking' },
);
export const TransferredBookingSchema = Type.Object(
  {
    ...guestBookingFields,
    period1Status: Type.Optional(Type.Enum([...DEPOSIT_RECEIVED_STATUSES])),
    transferred: Type.Optional(Type.Literal(true)),
  },
  { $id: 'TransferredBooking' },
);
export const WalkInBookingSchema = Type.Object(
  { ...bookingFields, walkIn: Type.Literal(true), transferred: Type.Optional(Type.Literal(false)) },
  { $id: 'WalkInBooking' },
);

export const BookingDetailsSchema = Type.Object(
  {
    bookingId: Id(),
    bookingCode: Nullable(Text(SearchLimits.bookingCode)),
    firstName: Nullable(Words()),
    lastName: Nullable(Words()),
    checkinDate: Nullable(Day()),
    checkoutDate: Nullable(Day()),
    phoneNumber: Nullable(Words()),
    email: Nullable(Words()),
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
