import type { Db } from '../db';
import { DAY_MS, iso } from '../lib/dates';
import { bookingTransferSatangOf, chargesOf } from '../lib/money';
import { fullNameOf } from '../lib/text';
import { recordAudit, type Actor } from '../routes/audit';
import { bahtOf, satangOf } from '../../contract/money';
import { Random } from './random';

interface OwedRow {
  payment_id: string;
  amount: number;
  booking_id: string;
  booking_code: string;
  total_price: number;
  owner_profile_id: string;
  first_name: string | null;
  last_name: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
}

/**
 * One payout batch in the history: prepared by one administrator three days before `now` and sent
 * back by another the day after, with its reason, so a fresh start shows how approvals go. Sent
 * back, it holds nothing: its bookings are still owed. Its own random source leaves the rest of the
 * seed as it was.
 */
export function seedPayoutBatches(db: Db, now: number): void {
  const rng = new Random(20261208);
  const admins = (
    db
      .prepare(
        "SELECT profile_id, first_name, last_name FROM profiles WHERE role = 'ADMIN' AND active = 1 ORDER BY create_date, profile_id",
      )
      .all() as { profile_id: string; first_name: string | null; last_name: string | null }[]
  ).map((row): Actor => ({ id: row.profile_id, name: fullNameOf(row.first_name, row.last_name) }));
  const owed = db
    .prepare(
      `SELECT p.payment_id, p.amount, b.booking_id, b.booking_code, b.total_price, h.profile_id AS owner_profile_id,
              o.first_name, o.last_name, k.bank_name, k.account_number, k.account_name
         FROM payments p JOIN bookings b ON b.booking_id = p.booking_id
         JOIN property_types t ON t.property_type_id = b.property_type_id
         JOIN property_owners h ON h.property_id = t.property_id AND h.is_head = 1
         JOIN profiles o ON o.profile_id = h.profile_id
         LEFT JOIN partner_banks k ON k.profile_id = h.profile_id
        WHERE p.period = 1 AND p.status IN ('ACCEPT', 'SUCCESS') AND p.admin_transfer_slip_id IS NULL
          AND b.walk_in = 0 AND b.status != 'CANCEL' AND b.create_date < ?
        ORDER BY h.profile_id, b.booking_code`,
    )
    .all(iso(now - 3 * DAY_MS)) as OwedRow[];
  const lines = owed
    .filter((row) => row.owner_profile_id === owed[0]?.owner_profile_id)
    .filter((row) => bookingTransferSatangOf(row.amount, row.total_price) > 0)
    .slice(0, 3);
  if (lines.length === 0 || admins.length < 2) return;

  const batchId = rng.uuid();
  const [preparer, checker] = admins;
  const preparedAt = now - 3 * DAY_MS;
  const sentBackAt = now - 2 * DAY_MS;
  const reason = 'ยอดโอนของการจองหนึ่งรายการยังไม่ได้ยืนยันกับเจ้าของ ขอตรวจสอบก่อน';
  const total = lines.reduce((sum, row) => sum + bookingTransferSatangOf(row.amount, row.total_price), 0);
  db.prepare(
    `INSERT INTO payout_batches (batch_id, status, total_satang, approval_needed, prepared_by, prepared_name,
       prepared_at, decided_by, decided_name, decided_at, reason)
     VALUES (?, 'SENT_BACK', ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    batchId,
    total,
    preparer.id,
    preparer.name,
    iso(preparedAt),
    checker.id,
    checker.name,
    iso(sentBackAt),
    reason,
  );
  const insert = db.prepare(
    'INSERT INTO payout_batch_lines VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)',
  );
  for (const row of lines) {
    const { commissionAmount, feeAmount } = chargesOf(row.total_price);
    insert.run(
      batchId,
      row.payment_id,
      row.booking_id,
      row.booking_code,
      row.owner_profile_id,
      row.first_name,
      row.last_name,
      row.bank_name,
      row.account_number,
      row.account_name,
      satangOf(row.amount),
      satangOf(commissionAmount),
      satangOf(feeAmount),
      bookingTransferSatangOf(row.amount, row.total_price),
    );
  }
  const relatedIds = [...lines.flatMap((row) => [row.payment_id, row.booking_id]), lines[0].owner_profile_id];
  recordAudit(db, {
    auditId: rng.uuid(),
    actor: preparer,
    at: preparedAt,
    action: 'payoutBatch.prepare',
    targetKind: 'payoutBatch',
    targetId: batchId,
    targetName: null,
    before: null,
    after: {
      status: 'PREPARED',
      total: bahtOf(total),
      paymentIds: lines.map((row) => row.payment_id),
      bookingIds: lines.map((row) => row.booking_id),
      partnerIds: [lines[0].owner_profile_id],
    },
    relatedIds,
  });
  recordAudit(db, {
    auditId: rng.uuid(),
    actor: checker,
    at: sentBackAt,
    action: 'payoutBatch.sendBack',
    targetKind: 'payoutBatch',
    targetId: batchId,
    targetName: null,
    before: { status: 'PREPARED' },
    after: { status: 'SENT_BACK', reason },
    relatedIds,
  });
}
