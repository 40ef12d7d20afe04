import type { FastifyPluginAsync } from 'fastify';
import { BatchLimits, type PaymentDetail, type PaymentOwner, type PaymentRecord } from '../../contract';
import type { Db } from '../db';
import { ApiError, invalid, notFound, ok } from '../envelope';
import { route } from '../route';
import { SELECT_BOOKINGS, type BookingListRow } from './bookings';
import { auditorOf } from './audit';
import { chargesOf, COMMISSION_PERCENT, FEE_PERCENT, bookingTransferSatangOf } from '../lib/money';
import { bahtOf, DEPOSIT_RECEIVED_STATUSES } from '../../contract/money';
import type { PartnerBankRow, PaymentRow, ProfileRow } from '../db/rows';
import { fullNameOf } from '../lib/text';
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

export function bookingRow(db: Db, bookingId: string): BookingListRow | undefined {
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
const LOOKUPS = [
  { operationId: 'getPaymentsWithPackagePrice', accepts: (booking: BookingListRow) => booking.walk_in === 0 },
  { operationId: 'getWalkInPayments', accepts: (booking: BookingListRow) => booking.walk_in === 1 },
  { operationId: 'getAllPayments', accepts: () => true },
] as const;

/**
 * Why the partner cannot be paid against this payment now, if they cannot: the cases the console's
 * `transferReadinessOf` says up front (a cancelled booking is not paid out), and a partner's own
 * walk-in booking, which the console never counts as owed.
 */
export function transferRefusal(payment: PaymentRow, booking: BookingListRow): string | null {
  if (payment.booking_id !== booking.booking_id) return 'the payment is not of this booking';
  if (payment.period !== 1) return 'only a period 1 payment is transferred to the partner';
  if (!(DEPOSIT_RECEIVED_STATUSES as readonly string[]).includes(payment.status))
    return 'the period 1 payment is not accepted yet';
  if (payment.admin_transfer_slip_id) return 'the partner has already been paid';
  if (booking.status === 'CANCEL') return 'the booking is cancelled';
  // The partner's own booking: its guest paid the partner, who is owed nothing by the marketplace.
  if (booking.walk_in === 1) return "the booking is the partner's own (walk-in): its guest paid the partner";
  return null;
}

/**
 * The open payout batch a payment is in (prepared, or approved and not yet paid from it), if any:
 * it is paid from that batch, by its slip, and no other way.
 */
export function openBatchOf(db: Db, paymentId: string): string | null {
  return (
    (db
      .prepare(
        `SELECT b.batch_id FROM payout_batch_lines l JOIN payout_batches b ON b.batch_id = l.batch_id
          WHERE l.payment_id = ? AND b.status IN ('PREPARED', 'APPROVED') AND l.slip_image_id IS NULL`,
      )
      .pluck()
      .get(paymentId) as string | undefined) ?? null
  );
}

/** Why a slip recorded here cannot pay this payment: it waits in an open payout batch. */
const batchRefusal = (db: Db, paymentId: string): string | null => {
  const batchId = openBatchOf(db, paymentId);
  return batchId ? `the payment is in payout batch ${batchId}: it is paid from the batch` : null;
};

/** A period 1 payment a slip pays, with its booking. */
interface Payable {
  payment: PaymentRow;
  booking: BookingListRow;
}

/** The partner a batch slip pays: the bookings' head owner. */
interface Payee {
  id: string;
  name: string | null;
}

/**
 * The payments a batch slip pays, each ready to pay, and the one partner they all pay (the
 * bookings' head owner): otherwise 409 naming the payments refused, so the console can say which.
 */
function payablesOf(db: Db, paymentIds: string[]): { payables: Payable[]; payee: Payee } {
  const refused: string[] = [];
  const payables: Payable[] = [];
  for (const paymentId of paymentIds) {
    const payment = db.prepare('SELECT * FROM payments WHERE payment_id = ?').get(paymentId) as
      PaymentRow | undefined;
    const booking = payment && bookingRow(db, payment.booking_id);
    const refusal =
      !payment || !booking
        ? 'no such payment'
        : (transferRefusal(payment, booking) ?? batchRefusal(db, payment.payment_id));
    if (refusal) refused.push(`${paymentId}: ${refusal}`);
    else if (payment && booking) payables.push({ payment, booking });
  }
  if (refused.length > 0)
    throw new ApiError(409, 'CONFLICT', `payments not ready to pay: ${refused.join('; ')}`);
  const [{ booking: first }] = payables;
  if (
    first.owner_profile_id === null ||
    payables.some(({ booking }) => booking.owner_profile_id !== first.owner_profile_id)
  ) {
    const byOwner = payables.map(
      ({ payment, booking }) => `${payment.payment_id}: ${booking.owner_profile_id ?? 'no owner'}`,
    );
    throw new ApiError(409, 'CONFLICT', `one slip pays one partner: ${byOwner.join('; ')}`);
  }
  return {
    payables,
    payee: { id: first.owner_profile_id, name: fullNameOf(first.owner_first_name, first.owner_last_name) },
  };
}

/** What the partner is paid for these payments, exactly (summed in satang). */
const transferAmountOf = (payables: Payable[]): number =>
  bahtOf(
    payables.reduce(
      (sum, { payment, booking }) => sum + bookingTransferSatangOf(payment.amount, booking.total_price),
      0,
    ),
  );

/** A slip's change as the audit trail shows it: from no slip to the amount paid and what it paid. */
const slipValues = (payables: Payable[], slipImageId: string) => ({
  before: { adminTransferSlip: null },
  after: {
    amount: transferAmountOf(payables),
    paymentIds: payables.map(({ payment }) => payment.payment_id),
    bookingIds: payables.map(({ booking }) => booking.booking_id),
    slipImageId,
  },
});

export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const audit = auditorOf(app);

  for (const { operationId, accepts } of LOOKUPS) {
    route(app, operationId, async (request, reply) => {
      const booking = bookingRow(db, request.query.bookingId);
      if (!booking || !accepts(booking)) throw notFound('booking');
      return ok(request, reply, paymentRecord(db, booking));
    });
  }

  await app.register(
    uploadRoutes(async (uploads) => {
      route(uploads, 'uploadTransferSlipToPartner', async (request, reply) => {
        const { paymentId, bookingId } = request.query;
        const checkedPayment = (): Payable => {
          const booking = bookingRow(db, bookingId);
          if (!booking) throw notFound('booking');
          const payment = db.prepare('SELECT * FROM payments WHERE payment_id = ?').get(paymentId) as
            PaymentRow | undefined;
          if (!payment) throw notFound('payment');
          const refusal = transferRefusal(payment, booking) ?? batchRefusal(db, paymentId);
          if (refusal) throw new ApiError(409, 'CONFLICT', refusal);
          return { payment, booking };
        };
        checkedPayment();
        const upload = await readImage(request, 'file');
        db.transaction(() => {
          const payable = checkedPayment();
          const imageId = storeImage(db, 'payment', upload, app.sandbox.now());
          db.prepare('UPDATE payments SET admin_transfer_slip_id = ? WHERE payment_id = ?').run(
            imageId,
            paymentId,
          );
          audit(request, {
            action: 'slip.upload',
            targetKind: 'booking',
            targetId: bookingId,
            targetName: payable.booking.booking_code,
            ...slipValues([payable], imageId),
            relatedIds: [paymentId],
          });
        })();
        const updated = db
          .prepare('SELECT * FROM payments WHERE payment_id = ?')
          .get(paymentId) as PaymentRow;
        return ok(request, reply, toPaymentDetail(updated));
      });

      route(uploads, 'uploadTransferSlipBatch', async (request, reply) => {
        const { upload, texts: paymentIds } = await readImageWithTexts(request, 'file', 'paymentIds', {
          maxTexts: BatchLimits.payments,
          maxLength: BatchLimits.paymentId,
        });
        if (
          paymentIds.length === 0 ||
          paymentIds.some((id) => id.trim() === '') ||
          new Set(paymentIds).size !== paymentIds.length
        )
          throw invalid('paymentIds');
        const slipImageId = db.transaction(() => {
          const { payables, payee } = payablesOf(db, paymentIds);
          const imageId = storeImage(db, 'payment', upload, app.sandbox.now());
          const pay = db.prepare('UPDATE payments SET admin_transfer_slip_id = ? WHERE payment_id = ?');
          for (const paymentId of paymentIds) pay.run(imageId, paymentId);
          // One slip pays one partner: the entry is about them, and names every booking and payment.
          const values = slipValues(payables, imageId);
          audit(request, {
            action: 'slip.batch',
            targetKind: 'partner',
            targetId: payee.id,
            targetName: payee.name,
            ...values,
            relatedIds: [...values.after.bookingIds, ...values.after.paymentIds],
          });
          return imageId;
        })();
        const paid = db.prepare('SELECT * FROM payments WHERE payment_id = ?');
        const payments = paymentIds.map((paymentId) => toPaymentDetail(paid.get(paymentId) as PaymentRow));
        return ok(request, reply, { slipImageId, payments });
      });
    }),
  );
};
