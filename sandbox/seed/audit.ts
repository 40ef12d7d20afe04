import type { Db } from '../db';
import { recordAudit, type Actor } from '../routes/audit';
import { bookingTransferSatangOf } from '../lib/money';
import { bahtOf } from '../../contract/money';
import { fullNameOf } from '../lib/text';
import { Random } from './random';

const HOUR_MS = 60 * 60 * 1000;

interface PersonRow {
  profile_id: string;
  first_name: string | null;
  last_name: string | null;
}

/**
 * The audit trail of what the seed's administrators did before the sandbox started, read from the
 * seeded data, so the audit page is not empty on a fresh start: the approval of every approved
 * partner request and the transfer slip of every booking already paid out. Its own random source
 * leaves the rest of the seed as it was; entries of the bookings that move with the day the seed
 * runs move with them, and none is later than `now`.
 */
export function seedAuditTrail(db: Db, now: number): void {
  const rng = new Random(20261127);
  const admins = (
    db
      .prepare(
        "SELECT profile_id, first_name, last_name FROM profiles WHERE role = 'ADMIN' ORDER BY create_date, profile_id",
      )
      .all() as PersonRow[]
  ).map((row): Actor => ({ id: row.profile_id, name: fullNameOf(row.first_name, row.last_name) }));

  const approvals = db
    .prepare(
      `SELECT r.profile_partner_id, r.update_date, p.profile_id, p.first_name, p.last_name
         FROM partner_requests r JOIN profiles p ON p.profile_id = r.profile_id
        WHERE r.status = 'APPROVED' ORDER BY r.update_date, r.profile_partner_id`,
    )
    .all() as (PersonRow & { profile_partner_id: string; update_date: string })[];
  for (const row of approvals) {
    recordAudit(db, {
      auditId: rng.uuid(),
      actor: rng.pick(admins),
      at: Date.parse(row.update_date),
      action: 'partner.approve',
      targetKind: 'partner',
      targetId: row.profile_partner_id,
      targetName: fullNameOf(row.first_name, row.last_name),
      before: { status: 'PENDING', role: 'CUSTOMER' },
      after: { status: 'APPROVED', role: 'PARTNER' },
      relatedIds: [row.profile_id],
    });
  }

  const slips = db
    .prepare(
      `SELECT p.payment_id, p.amount, p.admin_transfer_slip_id, p.update_date, p.create_date,
              b.booking_id, b.booking_code, b.total_price
         FROM payments p JOIN bookings b ON b.booking_id = p.booking_id
        WHERE p.period = 1 AND p.admin_transfer_slip_id IS NOT NULL ORDER BY b.booking_code`,
    )
    .all() as {
    payment_id: string;
    amount: number;
    admin_transfer_slip_id: string;
    update_date: string | null;
    create_date: string;
    booking_id: string;
    booking_code: string;
    total_price: number;
  }[];
  for (const row of slips) {
    // The partner is paid a few hours to three days after the deposit is accepted.
    const accepted = Date.parse(row.update_date ?? row.create_date);
    recordAudit(db, {
      auditId: rng.uuid(),
      actor: rng.pick(admins),
      at: Math.min(accepted + rng.int(2, 72) * HOUR_MS, Math.max(accepted, now)),
      action: 'slip.upload',
      targetKind: 'booking',
      targetId: row.booking_id,
      targetName: row.booking_code,
      before: { adminTransferSlip: null },
      after: {
        amount: bahtOf(bookingTransferSatangOf(row.amount, row.total_price)),
        paymentIds: [row.payment_id],
        bookingIds: [row.booking_id],
        slipImageId: row.admin_transfer_slip_id,
      },
      relatedIds: [row.payment_id],
    });
  }
}
