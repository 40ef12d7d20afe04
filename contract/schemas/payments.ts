import { Type } from 'typebox';
import { BatchLimits, IMAGE_MAX_BYTES } from '../limits';
import { Id, Instant, Money, Nested, Nullable, Strict, Text, Words } from './fields';
import { BookingDetailsSchema, PaymentStatusSchema } from './bookings';

export const PaymentDetailSchema = Type.Object(
  {
    paymentId: Id(),
    bookingId: Id(),
    period: Type.Union([Type.Literal(1), Type.Literal(2)]),
    status: PaymentStatusSchema,
    amount: Nullable(Money()),
    method: Nullable(Words()),
    createDate: Nullable(Instant()),
    updateDate: Nullable(Instant()),
    slipImage: Nullable(Id("The customer's slip image id.")),
    adminTransferSlip: Nullable(Id("The admin's transfer slip image id, once the partner is paid.")),
  },
  { $id: 'PaymentDetail' },
);

export const PartnerBankSchema = Type.Object(
  {
    bankName: Nullable(Words()),
    accountNumber: Nullable(Words()),
    accountName: Nullable(Words()),
    branchName: Nullable(Words()),
  },
  { $id: 'PartnerBank' },
);

export const PaymentOwnerSchema = Type.Object(
  {
    firstName: Nullable(Words()),
    lastName: Nullable(Words()),
    email: Nullable(Words()),
    phone: Nullable(Words()),
    partnerBank: Nullable(PartnerBankSchema),
  },
  { $id: 'PaymentOwner' },
);

export const PaymentRecordSchema = Type.Object(
  {
    bookingDetails: BookingDetailsSchema,
    paymentDetails: Nested(PaymentDetailSchema),
    propertyOwner: Nullable(PaymentOwnerSchema),
  },
  { $id: 'PaymentRecord' },
);

export const PaymentLookupQuerySchema = Type.Object({ bookingId: Text(100) }, Strict);
export const TransferSlipQuerySchema = Type.Object({ paymentId: Text(100), bookingId: Text(100) }, Strict);

// Proposed to the real API (ours, beyond spec section 7).
/**
 * POST transfer-slip-batch: one slip for many payments (a partner's transfer covering several
 * bookings), all or nothing. Multipart: the image in `file` (as the single upload), one `paymentIds`
 * field per period 1 payment.
 */
export const TransferSlipBatchBody = {
  content: {
    'multipart/form-data': {
      schema: Type.Object({
        file: Type.String({ format: 'binary', maxLength: IMAGE_MAX_BYTES }),
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
    payments: Type.Array(PaymentDetailSchema, { maxItems: BatchLimits.payments }),
  },
  { $id: 'TransferSlipBatchResult' },
);
