import {
  AuditPaths,
  PaymentPaths,
  PayoutBatchPaths,
  type AuditLogPage,
  type PayoutBatch,
  type PayoutBatchSummary,
  type PayoutSettings,
} from '../../contract';
import { bahtOf, satangOf } from '../../contract/money';
import { signIn, authHeader } from './support/auth';
import { adminSandbox, multipart, pngImage, type AdminSandbox } from './support/business';

const SECOND_ADMIN = 'worawut.naksawat@mail.test';

interface OwedPayment {
  paymentId: string;
  bookingId: string;
  ownerId: string;
}

describe('payout batches: prepared by one admin, approved by another', () => {
  let api: AdminSandbox;
  let second: Record<string, string>;

  beforeEach(async () => {
    api = await adminSandbox();
    second = authHeader((await signIn(api.app, SECOND_ADMIN)).accessToken);
  });
  afterEach(() => api.app.close());

  /** Owed period 1 payments (deposit received, not cancelled, not paid, a guest's transfer), by owner. */
  const owedPayments = () =>
    api.app.db
      .prepare(
        `SELECT p.payment_id AS paymentId, b.booking_id AS bookingId, h.profile_id AS ownerId
           FROM payments p JOIN bookings b ON b.booking_id = p.booking_id
           JOIN property_types t ON t.property_type_id = b.property_type_id
           JOIN property_owners h ON h.property_id = t.property_id AND h.is_head = 1
          WHERE p.period = 1 AND p.status IN ('ACCEPT', 'SUCCESS') AND p.admin_transfer_slip_id IS NULL
            AND b.walk_in = 0 AND b.status != 'CANCEL' AND p.method = 'TRANSFER'
          ORDER BY h.profile_id, b.booking_code`,
      )
      .all() as OwedPayment[];
  /** Payments of two partners, two of the first when it has them. */
  const ofTwoPartners = () => {
    const owed = owedPayments();
    const owners = [...new Set(owed.map((payment) => payment.ownerId))].slice(0, 2);
    expect(owners).toHaveLength(2);
    return owed.filter((payment) => owners.includes(payment.ownerId)).slice(0, 4);
  };
  const prepare = (payments: OwedPayment[]) =>
    api.send<PayoutBatch>('POST', PayoutBatchPaths.batches, {
      bookingIds: payments.map((payment) => payment.bookingId),
    });
  const asSecond = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const answer = await api.app.inject({ method, url, headers: second, ...(payload ? { payload } : {}) });
    return {
      statusCode: answer.statusCode,
      body: answer.json<{ status: { description: string }; data: T }>(),
    };
  };
  const slip = (batchId: string, ownerProfileId: string) =>
    api.upload<PayoutBatch>(PayoutBatchPaths.slips(batchId), multipart('file', pngImage()), {
      ownerProfileId,
    });
  const auditOf = async (batchId: string) =>
    (await api.get<AuditLogPage>(AuditPaths.log, { targetId: batchId })).data.entries.map(
      (entry) => entry.action,
    );

  it('freezes the bookings, partners, bank accounts and amounts; the preparer cannot approve it, another admin can; the slips then pay it once', async () => {
    const payments = ofTwoPartners();
    const prepared = await prepare(payments);
    expect(prepared.statusCode).toBe(201);
    const batch = prepared.data;
    expect(batch).toMatchObject({
      status: 'PREPARED',
      approvalNeeded: true,
      partners: 2,
      bookings: payments.length,
    });
    expect(batch.preparedBy.id).not.toBeNull();
    expect(batch.lines.map((line) => line.paymentId).sort()).toEqual(payments.map((p) => p.paymentId).sort());
    // The total is the lines' transfers to the satang, each the deposit less commission and fee.
    for (const line of batch.lines) {
      expect(satangOf(line.transferAmount)).toBe(
        satangOf(line.period1Amount) - satangOf(line.commissionAmount) - satangOf(line.feeAmount),
      );
      expect(line.staleReasons).toEqual([]);
    }
    expect(batch.total).toBe(
      bahtOf(batch.lines.reduce((sum, line) => sum + satangOf(line.transferAmount), 0)),
    );

    // Nothing is paid from it yet, nor any other way.
    const early = await slip(batch.batchId, payments[0].ownerId);
    expect([early.statusCode, early.envelope.status.description]).toEqual([409, 'CONFLICT']);
    const direct = await api.upload(PaymentPaths.transferSlipToPartner, multipart('file', pngImage()), {
      paymentId: payments[0].paymentId,
      bookingId: payments[0].bookingId,
    });
    expect([direct.statusCode, direct.envelope.status.message]).toEqual([
      409,
      expect.stringContaining(batch.batchId),
    ]);
    const again = await prepare(payments.slice(0, 1));
    expect([again.statusCode, again.envelope.status.message]).toEqual([
      409,
      expect.stringContaining(batch.batchId),
    ]);

    const own = await api.send(`POST`, PayoutBatchPaths.approve(batch.batchId));
    expect([own.statusCode, own.envelope.status.description]).toEqual([403, 'SELF_APPROVAL']);
    expect((await api.get<PayoutBatch>(PayoutBatchPaths.byId(batch.batchId))).data.status).toBe('PREPARED');

    const approved = await asSecond<PayoutBatch>('POST', PayoutBatchPaths.approve(batch.batchId));
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'APPROVED', decidedBy: { name: expect.any(String) } });
    // An approval is used once.
    const twice = await asSecond('POST', PayoutBatchPaths.approve(batch.batchId));
    expect([twice.statusCode, twice.body.status.description]).toEqual([409, 'CONFLICT']);

    const owners = [...new Set(payments.map((payment) => payment.ownerId))];
    expect((await slip(batch.batchId, owners[0])).data.status).toBe('APPROVED');
    expect((await slip(batch.batchId, owners[0])).statusCode).toBe(409);
    const paid = await slip(batch.batchId, owners[1]);
    expect(paid.data.status).toBe('PAID');
    expect(paid.data.lines.every((line) => line.slipImageId)).toBe(true);
    const slipped = api.app.db
      .prepare(
        `SELECT COUNT(*) FROM payments WHERE admin_transfer_slip_id IS NOT NULL AND payment_id IN (${payments.map(() => '?').join(',')})`,
      )
      .pluck()
      .get(...payments.map((payment) => payment.paymentId));
    expect(slipped).toBe(payments.length);
    expect(await auditOf(batch.batchId)).toEqual([
      'payoutBatch.paid',
      'slip.batch',
      'slip.batch',
      'payoutBatch.approve',
      'payoutBatch.prepare',
    ]);
  });

  it('a booking cancelled or a bank account changed before approval makes the batch stale: refused, marked, audited', async () => {
    const payments = ofTwoPartners();
    const batch = (await prepare(payments)).data;
    api.app.db
      .prepare("UPDATE bookings SET status = 'CANCEL' WHERE booking_id = ?")
      .run(payments[0].bookingId);
    api.app.db
      .prepare("UPDATE partner_banks SET account_number = '999-9-99999-9' WHERE profile_id = ?")
      .run(payments.at(-1)!.ownerId);
    const shown = (await api.get<PayoutBatch>(PayoutBatchPaths.byId(batch.batchId))).data;
    expect(shown.lines.find((line) => line.paymentId === payments[0].paymentId)?.staleReasons).toEqual([
      'cancelled',
    ]);
    expect(shown.lines.find((line) => line.paymentId === payments.at(-1)!.paymentId)?.staleReasons).toContain(
      'bankAccount',
    );

    const refused = await asSecond('POST', PayoutBatchPaths.approve(batch.batchId));
    expect([refused.statusCode, refused.body.status.description]).toEqual([409, 'STALE']);
    const stale = (await api.get<PayoutBatch>(PayoutBatchPaths.byId(batch.batchId))).data;
    expect(stale.status).toBe('STALE');
    expect(stale.reason).toMatch(/cancelled.*bankAccount|bankAccount.*cancelled/);
    expect(await auditOf(batch.batchId)).toEqual(['payoutBatch.stale', 'payoutBatch.prepare']);
    // Its payments are free to go in a new batch.
    expect((await prepare(payments.slice(1))).statusCode).toBe(201);
  });

  it('is sent back with its reason; listed newest first and by status; an unknown one is 404', async () => {
    const [first, secondBatch] = [
      (await prepare(ofTwoPartners().slice(0, 1))).data,
      (await prepare(ofTwoPartners().slice(1, 2))).data,
    ];
    const empty = await asSecond('POST', PayoutBatchPaths.sendBack(first.batchId), { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    const sent = await asSecond<PayoutBatch>('POST', PayoutBatchPaths.sendBack(first.batchId), {
      reason: 'ยอดของวิลล่าบ้านทะเลไม่ตรงกับสัญญา',
    });
    expect(sent.body.data).toMatchObject({ status: 'SENT_BACK', reason: 'ยอดของวิลล่าบ้านทะเลไม่ตรงกับสัญญา' });
    // Newest first, before the one the seed sent back.
    const listed = (await api.get<PayoutBatchSummary[]>(PayoutBatchPaths.batches)).data;
    expect(listed.map((batch) => batch.batchId).slice(0, 2)).toEqual([secondBatch.batchId, first.batchId]);
    expect(listed.slice(2).map((batch) => batch.status)).toEqual(['SENT_BACK']);
    const prepared = (await api.get<PayoutBatchSummary[]>(PayoutBatchPaths.batches, { status: 'PREPARED' }))
      .data;
    expect(prepared.map((batch) => batch.batchId)).toEqual([secondBatch.batchId]);
    expect(await auditOf(first.batchId)).toEqual(['payoutBatch.sendBack', 'payoutBatch.prepare']);
    expect((await api.get(PayoutBatchPaths.byId('no-such-batch'))).statusCode).toBe(404);
  });

  it('under the approval threshold a batch needs no second admin; the setting is audited', async () => {
    expect((await api.get<PayoutSettings>(PayoutBatchPaths.settings)).data).toEqual({
      approvalThreshold: null,
    });
    const [payment] = owedPayments();
    const set = await api.send<PayoutSettings>('PUT', PayoutBatchPaths.settings, {
      approvalThreshold: 1_000_000,
    });
    expect(set.data).toEqual({ approvalThreshold: 1_000_000 });
    const batch = (await prepare([payment])).data;
    expect(batch).toMatchObject({ status: 'APPROVED', approvalNeeded: false, decidedBy: null });
    expect((await slip(batch.batchId, payment.ownerId)).data.status).toBe('PAID');
    const entries = (await api.get<AuditLogPage>(AuditPaths.log, { action: 'payoutSettings.update' })).data
      .entries;
    expect(entries[0]).toMatchObject({
      before: { approvalThreshold: null },
      after: { approvalThreshold: 1_000_000 },
    });
  });
});
