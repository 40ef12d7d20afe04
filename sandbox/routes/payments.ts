import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BatchLimits,
  PaymentPaths,
  type PaymentDetail,
  type PaymentOwner,
  type PaymentRecord,
} from '../../src/services/contract';
import {
  answers,
  ImageUploadBody,
  PaymentDetailSchema,
  PaymentLookupQuerySchema,
  PaymentRecordSchema,
  TransferSlipBatchBody,
  TransferSlipBatchResultSchema,
  TransferSlipQuerySchema,
} from '../../src/services/contract/schemas';
import type { Db } from '../db';
import { ApiError, invalid, notFound, ok } from '../envelope';
import { SELECT_BOOKINGS, type BookingListRow } from './bookings';
import { chargesOf, COMMISSION_PERCENT, FEE_PERCENT } from './money';
import type { PartnerBankRow, PaymentRow, ProfileRow } from './rows';
import { readImage, readImageWithTexts, storeImage, uploadRoutes } from './uploads';

type OwnerRow = Pick<ProfileRow, 'first_name' | 'last_name' | 'email' | 'phone_number'> &
  Partial<Omit<PartnerBankRow, 'profile_id'>> & { bank_profile_id: string | null };

const toPaymentDetail = (row: PaymentRow): PaymentDetail => ({
  paymentId: row.payment_id,
  bookingId: row.booking_id,
  period: row.period,
  status: row.status,
  amount: row.amount,
  method: row.method,
  createDate: row.create_date,
  updateDate: row.update_date,
  slipImage: row.slip_image_id,
  adminTransferSlip: row.admin_transfer_slip_id,
});

/** The property's head owner, with their bank account when they have given one. */
function ownerOf(db: Db, profileId: string | null): PaymentOwner | null {
  if (!profileId) return null;
  const row = db
    .prepare(
      `SELECT p.first_name, p.last_name, p.email, p.phone_number, k.profile_id AS bank_profile_id,
              k.bank_name, k.account_number, k.account_name, k.branch_name
         FROM profiles p LEFT JOIN partner_banks k ON k.profile_id = p.profile_id
        WHERE p.profile_id = ?`,
    )
    .get(profileId) as OwnerRow | undefined;
  if (!row) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone_number,
    partnerBank: row.bank_profile_id
      ? {
          bankName: row.bank_name ?? null,
          accountNumber: row.account_number ?? null,
          accountName: row.account_name ?? null,
          branchName: row.branch_name ?? null,
        }
      : null,
  };
}

function bookingRow(db: Db, bookingId: string): BookingListRow | undefined {
  return db.prepare(`${SELECT_BOOKINGS} WHERE b.booking_id = ?`).get(bookingId) as BookingListRow | undefined;
}

function paymentRecord(db: Db, booking: BookingListRow): PaymentRecord {
  const payments = db
    .prepare('SELECT * FROM payments WHERE booking_id = ? ORDER BY period')
    .all(booking.booking_id) as PaymentRow[];
  return {
    bookingDetails: {
      bookingId: booking.booking_id,
      bookingCode: booking.booking_code,
      firstName: booking.first_name,
      lastName: booking.last_name,
      checkinDate: booking.checkin_date,
      checkoutDate: booking.checkout_date,
      phoneNumber: booking.phone_number,
      email: booking.email,
      bookingStatus: booking.status,
      packagePrice: booking.package_price,
      extraBedPrice: booking.extra_bed_price,
      totalPrice: booking.total_price,
      commissionOnline: COMMISSION_PERCENT,
      feeOnline: FEE_PERCENT,
      ...chargesOf(booking.total_price),
    },
    paymentDetails: payments.map(toPaymentDetail),
    propertyOwner: ownerOf(db, booking.owner_profile_id),
  };
}

/** Each lookup serves its own tab: guest bookings, partners' walk-ins, or any booking. */
const LOOKUPS: {
  path: string;
  operationId: string;
  summary: string;
  accepts: (booking: BookingListRow) => boolean;
}[] = [
  {
    path: PaymentPaths.withPackagePrice,
    operationId: 'getPaymentsWithPackagePrice',
    summary: "A guest booking's details, payments and owner: the pending tab (ours)",
    accepts: (booking) => booking.walk_in === 0,
  },
  {
    path: PaymentPaths.walkIn,
    operationId: 'getWalkInPayments',
    summary: "A walk-in booking's details, payments and owner: partner bookings (ours)",
    accepts: (booking) => booking.walk_in === 1,
  },
  {
    path: PaymentPaths.all,
    operationId: 'getAllPayments',
    summary: "Any booking's details, payments and owner: the transferred tab (ours)",
    accepts: () => true,
  },
];

const PAID_STATUSES = ['ACCEPT', 'SUCCESS'];

/** Why the partner cannot be paid against this payment now, if they cannot. */
function transferRefusal(payment: PaymentRow, bookingId: string): string | null {
  if (payment.booking_id !== bookingId) return 'the payment is not of this booking';
  if (payment.period !== 1) return 'only a period 1 payment is transferred to the partner';
  if (!PAID_STATUSES.includes(payment.status)) return 'the period 1 payment is not accepted yet';
  if (payment.admin_transfer_slip_id) return 'the partner has already been paid';
  return null;
}

/** A period 1 payment the batch pays, with its booking. */
interface Payable {
  payment: PaymentRow;
  booking: BookingListRow;
}

/**
 * The payments a batch slip pays, each ready to pay and all of one partner (the bookings' head
 * owner): otherwise 409 naming the payments refused, so the console can tell the admin which.
 */
function payablesOf(db: Db, paymentIds: string[]): Payable[] {
  const refused: string[] = [];
  const payables: Payable[] = [];
  for (const paymentId of paymentIds) {
    const payment = db.prepare('SELECT * FROM payments WHERE payment_id = ?').get(paymentId) as
      PaymentRow | undefined;
    const booking = payment && bookingRow(db, payment.booking_id);
    const refusal =
      !payment || !booking
        ? 'no such payment'
        : (transferRefusal(payment, booking.booking_id) ??
          (booking.status === 'CANCEL' ? 'the booking is cancelled' : null));
    if (refusal) refused.push(`${paymentId}: ${refusal}`);
    else if (payment && booking) payables.push({ payment, booking });
  }
  if (refused.length > 0)
    throw new ApiError(409, 'CONFLICT', `payments not ready to pay: ${refused.join('; ')}`);
  const owners = new Set(payables.map(({ booking }) => booking.owner_profile_id));
  if (owners.size > 1 || owners.has(null)) {
    const byOwner = payables.map(
      ({ payment, booking }) => `${payment.payment_id}: ${booking.owner_profile_id ?? 'no owner'}`,
    );
    throw new ApiError(409, 'CONFLICT', `one slip pays one partner: ${byOwner.join('; ')}`);
  }
  return payables;
}

const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  for (const { path, operationId, summary, accepts } of LOOKUPS) {
    app.get(
      path,
      {
        schema: {
          operationId,
          summary,
          tags,
          querystring: PaymentLookupQuerySchema,
          response: answers(PaymentRecordSchema, [400, 404]),
        },
      },
      async (request, reply) => {
        const booking = bookingRow(db, request.query.bookingId);
        if (!booking || !accepts(booking)) throw notFound('booking');
        return ok(request, reply, paymentRecord(db, booking));
      },
    );
  }

  await app.register(
    uploadRoutes(async (uploads) => {
      uploads.post(
        PaymentPaths.transferSlipToPartner,
        {
          schema: {
            operationId: 'uploadTransferSlipToPartner',
            summary: "Records the partner's payout for an accepted period 1 payment, with the transfer slip",
            tags,
            querystring: TransferSlipQuerySchema,
            body: ImageUploadBody('file'),
            response: answers(PaymentDetailSchema, [400, 404, 409, 413, 415]),
          },
        },
        async (request, reply) => {
          const { paymentId, bookingId } = request.query;
          const checkedPayment = () => {
            if (!db.prepare('SELECT 1 FROM bookings WHERE booking_id = ?').get(bookingId))
              throw notFound('booking');
            const payment = db.prepare('SELECT * FROM payments WHERE payment_id = ?').get(paymentId) as
              PaymentRow | undefined;
            if (!payment) throw notFound('payment');
            const refusal = transferRefusal(payment, bookingId);
            if (refusal) throw new ApiError(409, 'CONFLICT', refusal);
          };
          checkedPayment();
          const upload = await readImage(request, 'file');
          db.transaction(() => {
            checkedPayment();
            const imageId = storeImage(db, 'payment', upload, app.sandbox.now());
            db.prepare('UPDATE payments SET admin_transfer_slip_id = ? WHERE payment_id = ?').run(
              imageId,
              paymentId,
            );
          })();
          const updated = db
            .prepare('SELECT * FROM payments WHERE payment_id = ?')
            .get(paymentId) as PaymentRow;
          return ok(request, reply, toPaymentDetail(updated));
        },
      );

      uploads.post(
        PaymentPaths.transferSlipBatch,
        {
          schema: {
            operationId: 'uploadTransferSlipBatch',
            summary:
              "Records one partner's payout for several accepted period 1 payments with one transfer slip, all or nothing (ours, proposed)",
            tags,
            body: TransferSlipBatchBody,
            response: answers(TransferSlipBatchResultSchema, [400, 409, 413, 415]),
          },
        },
        async (request, reply) => {
          const { upload, texts: paymentIds } = await readImageWithTexts(
            request,
            'file',
            'paymentIds',
            BatchLimits.payments,
          );
          if (
            paymentIds.length === 0 ||
            paymentIds.some((id) => id.trim() === '') ||
            new Set(paymentIds).size !== paymentIds.length
          )
            throw invalid('paymentIds');
          const slipImageId = db.transaction(() => {
            payablesOf(db, paymentIds);
            const imageId = storeImage(db, 'payment', upload, app.sandbox.now());
            const pay = db.prepare('UPDATE payments SET admin_transfer_slip_id = ? WHERE payment_id = ?');
            for (const paymentId of paymentIds) pay.run(imageId, paymentId);
            return imageId;
          })();
          const paid = db.prepare('SELECT * FROM payments WHERE payment_id = ?');
          const payments = paymentIds.map((paymentId) => toPaymentDetail(paid.get(paymentId) as PaymentRow));
          return ok(request, reply, { slipImageId, payments });
        },
      );
    }),
  );
};
