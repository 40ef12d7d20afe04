import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  PayoutBatch,
  PayoutBatchLine,
  PayoutBatchStatus,
  PayoutBatchSummary,
  PayoutSettings,
  PayoutStaleReason,
} from '../../contract';
import { bahtOf, DEPOSIT_RECEIVED_STATUSES, satangOf, transferSatangOf } from '../../contract/money';
import type { Db } from '../db';
import type { PartnerBankRow, PaymentRow } from '../db/rows';
import { ApiError, notFound, ok } from '../envelope';
import { iso } from '../lib/dates';
import { chargesOf } from '../lib/money';
import { fullNameOf } from '../lib/text';
import { route } from '../route';
import { actorOf, auditorOf, differences } from './audit';
import { bookingRow, openBatchOf, transferRefusal } from './payments';
import { readImage, storeImage, uploadRoutes } from './uploads';

interface BatchRow {
  batch_id: string;
  status: PayoutBatchStatus;
  total_satang: number;
  approval_needed: 0 | 1;
  prepared_by: string | null;
  prepared_name: string | null;
  prepared_at: string;
  decided_by: string | null;
  decided_name: string | null;
  decided_at: string | null;
  reason: string | null;
}

interface LineRow {
  batch_id: string;
  payment_id: string;
  booking_id: string;
  booking_code: string | null;
  owner_profile_id: string;
  owner_first_name: string | null;
  owner_last_name: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
  period1_satang: number;
  commission_satang: number;
  fee_satang: number;
  transfer_satang: number;
  slip_image_id: string | null;
}

/** A booking's line as the marketplace has it now: its period 1 payment's amounts, the partner's bank account. */
function lineNow(db: Db, bookingId: string): Omit<LineRow, 'batch_id' | 'slip_image_id'> | string {
  const booking = bookingRow(db, bookingId);
  if (!booking) return 'no such booking';
  const payment = db.prepare('SELECT * FROM payments WHERE booking_id = ? AND period = 1').get(bookingId) as
    PaymentRow | undefined;
  if (!payment) return 'no period 1 payment';
  const refusal = transferRefusal(payment, booking);
  if (refusal) return refusal;
  const openBatch = openBatchOf(db, payment.payment_id);
  if (openBatch) return `it is in payout batch ${openBatch}`;
  if (!booking.owner_profile_id) return 'the booking has no head owner to pay';
  const bank = db
    .prepare('SELECT * FROM partner_banks WHERE profile_id = ?')
    .get(booking.owner_profile_id) as PartnerBankRow | undefined;
  const { commissionAmount, feeAmount } = chargesOf(booking.total_price);
  const transfer = transferSatangOf(payment.amount, commissionAmount, feeAmount);
  if (transfer <= 0) return 'nothing to transfer: the deposit does not cover the commission and fee';
  return {
    payment_id: payment.payment_id,
    booking_id: booking.booking_id,
    booking_code: booking.booking_code,
    owner_profile_id: booking.owner_profile_id,
    owner_first_name: booking.owner_first_name,
    owner_last_name: booking.owner_last_name,
    bank_name: bank?.bank_name ?? null,
    account_number: bank?.account_number ?? null,
    account_name: bank?.account_name ?? null,
    period1_satang: satangOf(payment.amount),
    commission_satang: satangOf(commissionAmount),
    fee_satang: satangOf(feeAmount),
    transfer_satang: transfer,
  };
}

/** What changed since the line was frozen (nothing once this batch has paid it). */
function staleReasonsOf(db: Db, line: LineRow): PayoutStaleReason[] {
  if (line.slip_image_id) return [];
  const payment = db.prepare('SELECT * FROM payments WHERE payment_id = ?').get(line.payment_id) as
    PaymentRow | undefined;
  const booking = payment && bookingRow(db, payment.booking_id);
  if (!payment || !booking || booking.status === 'CANCEL') return ['cancelled'];
  const reasons: PayoutStaleReason[] = [];
  if (payment.admin_transfer_slip_id) reasons.push('paid');
  if (!(DEPOSIT_RECEIVED_STATUSES as readonly string[]).includes(payment.status)) reasons.push('notReady');
  const bank = db.prepare('SELECT * FROM partner_banks WHERE profile_id = ?').get(line.owner_profile_id) as
    PartnerBankRow | undefined;
  if (
    (bank?.bank_name ?? null) !== line.bank_name ||
    (bank?.account_number ?? null) !== line.account_number ||
    (bank?.account_name ?? null) !== line.account_name
  )
    reasons.push('bankAccount');
  const { commissionAmount, feeAmount } = chargesOf(booking.total_price);
  if (transferSatangOf(payment.amount, commissionAmount, feeAmount) !== line.transfer_satang)
    reasons.push('amount');
  return reasons;
}

const admin = (id: string | null, name: string | null) => ({ id, name });

function summaryOf(row: BatchRow, lines: readonly LineRow[]): PayoutBatchSummary {
  return {
    batchId: row.batch_id,
    status: row.status,
    total: bahtOf(row.total_satang),
    partners: new Set(lines.map((line) => line.owner_profile_id)).size,
    bookings: lines.length,
    preparedBy: admin(row.prepared_by, row.prepared_name),
    preparedAt: row.prepared_at,
    approvalNeeded: row.approval_needed === 1,
    decidedBy: row.decided_at ? admin(row.decided_by, row.decided_name) : null,
    decidedAt: row.decided_at,
    reason: row.reason,
    bookingIds: lines.map((line) => line.booking_id),
  };
}

const linesOf = (db: Db, batchId: string) =>
  db
    .prepare('SELECT * FROM payout_batch_lines WHERE batch_id = ? ORDER BY owner_profile_id, booking_code')
    .all(batchId) as LineRow[];

function batchRow(db: Db, batchId: string): BatchRow {
  const row = db.prepare('SELECT * FROM payout_batches WHERE batch_id = ?').get(batchId) as
    BatchRow | undefined;
  if (!row) throw notFound('payout batch');
  return row;
}

function batchOf(db: Db, batchId: string): PayoutBatch {
  const row = batchRow(db, batchId);
  const lines = linesOf(db, batchId);
  const open = row.status === 'PREPARED' || row.status === 'APPROVED';
  return {
    ...summaryOf(row, lines),
    lines: lines.map((line): PayoutBatchLine => ({
      paymentId: line.payment_id,
      bookingId: line.booking_id,
      bookingCode: line.booking_code,
      ownerProfileId: line.owner_profile_id,
      ownerFirstName: line.owner_first_name,
      ownerLastName: line.owner_last_name,
      bankAccount:
        line.bank_name === null && line.account_number === null && line.account_name === null
          ? null
          : { bankName: line.bank_name, accountNumber: line.account_number, accountName: line.account_name },
      period1Amount: bahtOf(line.period1_satang),
      commissionAmount: bahtOf(line.commission_satang),
      feeAmount: bahtOf(line.fee_satang),
      transferAmount: bahtOf(line.transfer_satang),
      slipImageId: line.slip_image_id,
      staleReasons: open ? staleReasonsOf(db, line) : [],
    })),
  };
}

const thresholdSatang = (db: Db) =>
  db.prepare('SELECT approval_threshold_satang FROM payout_settings WHERE id = 1').pluck().get() as
    number | null;

const settingsOf = (db: Db): PayoutSettings => {
  const threshold = thresholdSatang(db);
  return { approvalThreshold: threshold === null ? null : bahtOf(threshold) };
};

/** Every id a batch touches: the audit trail finds its entries from any of them. */
const relatedOf = (batchId: string, lines: readonly LineRow[]) => [
  batchId,
  ...new Set(lines.flatMap((line) => [line.payment_id, line.booking_id, line.owner_profile_id])),
];

export const payoutBatchRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const audit = auditorOf(app);

  /** The batch is marked stale, with what changed, and the call refused: 409 STALE. */
  const refuseIfStale = (request: FastifyRequest, row: BatchRow) => {
    const lines = linesOf(db, row.batch_id);
    const stale = lines.flatMap((line) =>
      staleReasonsOf(db, line).map((reason) => `${line.booking_code ?? line.booking_id}: ${reason}`),
    );
    if (stale.length === 0) return;
    const reason = stale.join('; ');
    db.transaction(() => {
      db.prepare("UPDATE payout_batches SET status = 'STALE', reason = ? WHERE batch_id = ?").run(
        reason,
        row.batch_id,
      );
      audit(request, {
        action: 'payoutBatch.stale',
        targetKind: 'payoutBatch',
        targetId: row.batch_id,
        targetName: null,
        before: { status: row.status },
        after: { status: 'STALE', reason },
        relatedIds: relatedOf(row.batch_id, lines),
      });
    })();
    throw new ApiError(409, 'STALE', reason);
  };

  const refuseUnless = (row: BatchRow, status: PayoutBatchStatus) => {
    if (row.status !== status) throw new ApiError(409, 'CONFLICT', `the batch is ${row.status}`);
  };

  route(app, 'listPayoutBatches', async (request, reply) => {
    const { status } = request.query;
    const rows = db
      .prepare(
        `SELECT * FROM payout_batches WHERE (@status IS NULL OR status = @status) ORDER BY seq DESC LIMIT 200`,
      )
      .all({ status: status ?? null }) as BatchRow[];
    return ok(
      request,
      reply,
      rows.map((row) => summaryOf(row, linesOf(db, row.batch_id))),
    );
  });

  route(app, 'getPayoutBatch', async (request, reply) => ok(request, reply, batchOf(db, request.params.id)));

  route(app, 'preparePayoutBatch', async (request, reply) => {
    const batchId = db.transaction(() => {
      const refused: string[] = [];
      const lines: Omit<LineRow, 'batch_id' | 'slip_image_id'>[] = [];
      for (const bookingId of request.body.bookingIds) {
        const line = lineNow(db, bookingId);
        if (typeof line === 'string') refused.push(`${bookingId}: ${line}`);
        else lines.push(line);
      }
      if (refused.length > 0) throw new ApiError(409, 'CONFLICT', `bookings not owed: ${refused.join('; ')}`);
      const id = randomUUID();
      const total = lines.reduce((sum, line) => sum + line.transfer_satang, 0);
      const threshold = thresholdSatang(db);
      const approvalNeeded = threshold === null || total >= threshold;
      const actor = actorOf(db, request);
      db.prepare(
        `INSERT INTO payout_batches (batch_id, status, total_satang, approval_needed, prepared_by, prepared_name, prepared_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        approvalNeeded ? 'PREPARED' : 'APPROVED',
        total,
        approvalNeeded ? 1 : 0,
        actor.id,
        actor.name,
        iso(app.sandbox.now()),
      );
      const insert = db.prepare(
        `INSERT INTO payout_batch_lines VALUES (@batch_id, @payment_id, @booking_id, @booking_code, @owner_profile_id,
           @owner_first_name, @owner_last_name, @bank_name, @account_number, @account_name, @period1_satang,
           @commission_satang, @fee_satang, @transfer_satang, NULL)`,
      );
      for (const line of lines) insert.run({ ...line, batch_id: id });
      const frozen = linesOf(db, id);
      audit(request, {
        action: 'payoutBatch.prepare',
        targetKind: 'payoutBatch',
        targetId: id,
        targetName: null,
        before: null,
        after: {
          status: approvalNeeded ? 'PREPARED' : 'APPROVED',
          total: bahtOf(total),
          paymentIds: frozen.map((line) => line.payment_id),
          bookingIds: frozen.map((line) => line.booking_id),
          partnerIds: [...new Set(frozen.map((line) => line.owner_profile_id))],
        },
        relatedIds: relatedOf(id, frozen),
      });
      return id;
    })();
    return ok(request, reply, batchOf(db, batchId), 201);
  });

  route(app, 'approvePayoutBatch', async (request, reply) => {
    const row = batchRow(db, request.params.id);
    refuseUnless(row, 'PREPARED');
    // One check, for every admin: who prepared a batch does not approve it.
    if (row.prepared_by !== null && row.prepared_by === request.adminId)
      throw new ApiError(403, 'SELF_APPROVAL', 'the batch was prepared by this administrator');
    refuseIfStale(request, row);
    decide(app, request, row, 'APPROVED', null);
    return ok(request, reply, batchOf(db, row.batch_id));
  });

  route(app, 'sendBackPayoutBatch', async (request, reply) => {
    const row = batchRow(db, request.params.id);
    refuseUnless(row, 'PREPARED');
    decide(app, request, row, 'SENT_BACK', request.body.reason.trim());
    return ok(request, reply, batchOf(db, row.batch_id));
  });

  route(app, 'getPayoutSettings', async (request, reply) => ok(request, reply, settingsOf(db)));

  route(app, 'updatePayoutSettings', async (request, reply) => {
    const { approvalThreshold } = request.body;
    db.transaction(() => {
      const before = settingsOf(db);
      db.prepare('UPDATE payout_settings SET approval_threshold_satang = ? WHERE id = 1').run(
        approvalThreshold === null ? null : satangOf(approvalThreshold),
      );
      const changed = differences(before, settingsOf(db));
      if (changed)
        audit(request, {
          action: 'payoutSettings.update',
          targetKind: 'settings',
          targetId: 'payout-settings',
          targetName: null,
          ...changed,
        });
    })();
    return ok(request, reply, settingsOf(db));
  });

  await app.register(
    uploadRoutes(async (uploads) => {
      route(uploads, 'uploadPayoutBatchSlip', async (request, reply) => {
        const { ownerProfileId } = request.query;
        const checked = () => {
          const row = batchRow(db, request.params.id);
          refuseUnless(row, 'APPROVED');
          const lines = linesOf(db, row.batch_id).filter((line) => line.owner_profile_id === ownerProfileId);
          if (lines.length === 0) throw notFound('partner in this batch');
          if (lines.every((line) => line.slip_image_id))
            throw new ApiError(409, 'CONFLICT', 'that partner is paid');
          return { row, lines };
        };
        const { row } = checked();
        refuseIfStale(request, row);
        const upload = await readImage(request, 'file');
        db.transaction(() => {
          const { lines } = checked();
          const imageId = storeImage(db, 'payment', upload, app.sandbox.now());
          const pay = db.prepare('UPDATE payments SET admin_transfer_slip_id = ? WHERE payment_id = ?');
          const paid = db.prepare(
            'UPDATE payout_batch_lines SET slip_image_id = ? WHERE batch_id = ? AND payment_id = ?',
          );
          for (const line of lines) {
            pay.run(imageId, line.payment_id);
            paid.run(imageId, row.batch_id, line.payment_id);
          }
          const first = lines[0];
          audit(request, {
            action: 'slip.batch',
            targetKind: 'partner',
            targetId: ownerProfileId,
            targetName: fullNameOf(first.owner_first_name, first.owner_last_name),
            before: { adminTransferSlip: null },
            after: {
              amount: bahtOf(lines.reduce((sum, line) => sum + line.transfer_satang, 0)),
              paymentIds: lines.map((line) => line.payment_id),
              bookingIds: lines.map((line) => line.booking_id),
              slipImageId: imageId,
            },
            relatedIds: [row.batch_id, ...lines.flatMap((line) => [line.booking_id, line.payment_id])],
          });
          const all = linesOf(db, row.batch_id);
          if (all.every((line) => line.slip_image_id)) {
            db.prepare("UPDATE payout_batches SET status = 'PAID' WHERE batch_id = ?").run(row.batch_id);
            audit(request, {
              action: 'payoutBatch.paid',
              targetKind: 'payoutBatch',
              targetId: row.batch_id,
              targetName: null,
              before: { status: 'APPROVED' },
              after: { status: 'PAID', total: bahtOf(row.total_satang) },
              relatedIds: relatedOf(row.batch_id, all),
            });
          }
        })();
        return ok(request, reply, batchOf(db, row.batch_id));
      });
    }),
  );
};

/** Approves or sends back a prepared batch, by the request's admin, audited. */
function decide(
  app: FastifyInstance,
  request: FastifyRequest,
  row: BatchRow,
  status: 'APPROVED' | 'SENT_BACK',
  reason: string | null,
) {
  const { db } = app;
  const actor = actorOf(db, request);
  db.transaction(() => {
    db.prepare(
      'UPDATE payout_batches SET status = ?, decided_by = ?, decided_name = ?, decided_at = ?, reason = ? WHERE batch_id = ?',
    ).run(status, actor.id, actor.name, iso(app.sandbox.now()), reason, row.batch_id);
    auditorOf(app)(request, {
      action: status === 'APPROVED' ? 'payoutBatch.approve' : 'payoutBatch.sendBack',
      targetKind: 'payoutBatch',
      targetId: row.batch_id,
      targetName: null,
      before: { status: row.status },
      after: reason === null ? { status } : { status, reason },
      relatedIds: relatedOf(row.batch_id, linesOf(db, row.batch_id)),
    });
  })();
}
