import { BookingPaths, PayoutBatchPaths, type Booking } from '../../../contract';
import { approvalOf, batchAnswer, payoutBatchesApi } from '../../../src/payouts/payoutBatchesApi';
import { isOwed } from '../../../src/payouts/payouts';
import { signedIn } from '../../../src/slices/authSlice';
import { useAdminSession } from '../../support/adminSession';
import * as malformed from '../../support/malformed';
import { createReadyStore } from '../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../support/sandbox';
import { withoutCall } from '../../support/withoutCall';

const sandbox = useSandbox();
// Batches pay bookings: every test starts from the seed (before the admin signs in, as a reseed ends sessions).
beforeEach(() => sandbox.app.reseed());
const admin = useAdminSession(sandbox, { perTest: true });
/** A second administrator of the seed. */
const CHECKER = 'worawut.naksawat@mail.test';

async function storeOf(account: string) {
  const { store } = await createReadyStore();
  store.dispatch(signedIn({ tokens: await sandbox.tokensFor(account), remember: true }));
  return store;
}

/** One partner's owed bookings. */
async function owedOfOnePartner() {
  const owed = (await admin.get<Booking[]>(BookingPaths.nonAcceptedPayment)).filter(isOwed);
  const partner = owed[0].ownerProfileId;
  return owed.filter((booking) => booking.ownerProfileId === partner);
}

describe('payout batches, as the console reads them', () => {
  it('lists them; an API without them (404) says so', async () => {
    const store = await storeOf(seededAccounts.admin);
    const listed = await store.dispatch(payoutBatchesApi.endpoints.listPayoutBatches.initiate());
    expect(listed.data).toMatchObject({ available: true, batches: [{ status: 'SENT_BACK' }] });

    withoutCall(sandbox, PayoutBatchPaths.batches);
    const absent = await store.dispatch(
      payoutBatchesApi.endpoints.listPayoutBatches.initiate(undefined, { forceRefetch: true }),
    );
    expect(absent.data).toEqual({ available: false });
  });

  it('prepared by one admin, not theirs to approve; approved by another, then paid partner by partner', async () => {
    const maker = await storeOf(seededAccounts.admin);
    const checker = await storeOf(CHECKER);
    const bookings = await owedOfOnePartner();
    const prepared = await maker.dispatch(
      payoutBatchesApi.endpoints.preparePayoutBatch.initiate(bookings.map((booking) => booking.bookingId)),
    );
    if (!('data' in prepared) || !prepared.data) throw new Error('not prepared');
    const batch = prepared.data;
    expect(batch.lines.map((line) => line.bookingId).sort()).toEqual(bookings.map((b) => b.bookingId).sort());

    const makerId = maker.getState().auth.user?.id;
    expect(approvalOf(batch, makerId)).toEqual({ allowed: false, why: 'ownBatch' });
    const refused = await maker.dispatch(
      payoutBatchesApi.endpoints.approvePayoutBatch.initiate(batch.batchId),
    );
    expect('error' in refused && refused.error).toMatchObject({
      status: 403,
      data: { status: { description: 'SELF_APPROVAL' } },
    });

    expect(approvalOf(batch, checker.getState().auth.user?.id)).toEqual({ allowed: true, why: null });
    const approved = await checker.dispatch(
      payoutBatchesApi.endpoints.approvePayoutBatch.initiate(batch.batchId),
    );
    expect('data' in approved && approved.data?.status).toBe('APPROVED');

    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
    ]);
    // Any admin records the slips of an approved batch; here the one who approved it.
    const paid = await checker.dispatch(
      payoutBatchesApi.endpoints.uploadPayoutBatchSlip.initiate({
        batchId: batch.batchId,
        ownerProfileId: bookings[0].ownerProfileId!,
        file: new Blob([jpeg], { type: 'image/jpeg' }),
        fileName: 'slip.jpg',
      }),
    );
    expect('error' in paid ? paid.error : paid.data?.status).toBe('PAID');
  });

  it('a malformed batch reads as 0 and "-", keeps a status it does not know, and drops reasons it does not know', () => {
    const read = batchAnswer({
      batchId: 'b1',
      status: 'ON_HOLD',
      total: 'lots',
      preparedBy: 'someone',
      lines: [null, { bookingId: 'k1', transferAmount: -5, staleReasons: ['cancelled', 'moonphase', 7] }],
    });
    expect(read).toMatchObject({
      status: 'ON_HOLD',
      total: 0,
      partners: 0,
      preparedBy: { id: null, name: null },
      approvalNeeded: true,
      decidedBy: null,
    });
    expect(read.lines).toHaveLength(1);
    expect(read.lines[0]).toMatchObject({
      bookingId: 'k1',
      transferAmount: 0,
      staleReasons: ['cancelled'],
      bankAccount: null,
    });
    expect(approvalOf(read, 'anyone')).toEqual({ allowed: false, why: 'notPrepared' });
    expect(approvalOf({ ...read, status: 'PREPARED' }, 'anyone')).toEqual({ allowed: false, why: 'stale' });
    malformed.expectSurvived();
  });
});
