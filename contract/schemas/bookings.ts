import { Type } from 'typebox';
import { SearchLimits } from '../limits';
import { Day, Id, Instant, Money, Nullable, Percent, Status, Strict, Text } from './fields';

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
