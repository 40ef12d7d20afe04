import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import {
  BookingPaths,
  PayoutBatchPaths,
  type ApiEnvelope,
  type Booking,
  type PayoutBatch,
} from '../../../../contract';
import { isOwed } from '../../../../src/payouts/payouts';
import { useAdminSession } from '../../../support/adminSession';
import { renderConsole } from '../../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../../support/sandbox';
import { withoutCall } from '../../../support/withoutCall';

jest.mock('compressorjs', () => jest.requireActual('../../../support/passThroughCompressor'));

// The test DOM's File cannot hold Node's Blob (the environment's): Node's File, as a browser has one kind.
Object.defineProperty(globalThis, 'File', { configurable: true, value: NodeFile });

const sandbox = useSandbox();
// Batches pay bookings: every test starts from the seed (before the admin signs in, as a reseed ends sessions).
beforeEach(() => sandbox.app.reseed());
const admin = useAdminSession(sandbox, { perTest: true });
/** A second administrator of the seed. */
const CHECKER = 'worawut.naksawat@mail.test';

/** The seeded admin prepares a batch of one partner's owed bookings, through the API. */
async function preparedBatch(): Promise<PayoutBatch> {
  const owed = (await admin.get<Booking[]>(BookingPaths.nonAcceptedPayment)).filter(isOwed);
  const partner = owed[0].ownerProfileId;
  const answer = await sandbox.app.inject({
    method: 'POST',
    url: PayoutBatchPaths.batches,
    headers: { authorization: `Bearer ${admin.tokens.accessToken}` },
    payload: { bookingIds: owed.filter((b) => b.ownerProfileId === partner).map((b) => b.bookingId) },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<ApiEnvelope<PayoutBatch>>().data;
}

async function openBatch(batchId: string, account: string, language: 'en' | 'th' = 'en') {
  const view = await renderConsole({
    tokens: await sandbox.tokensFor(account),
    route: `/payout-batches?batch=${batchId}`,
    language,
  });
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByTestId('batch-figures');
  return { ...view, dialog };
}

describe('payout batches', () => {
  it('lists the batches with their status; the seed sent one back, with its reason', async () => {
    const { user } = await renderConsole({ tokens: admin.tokens, route: '/payout-batches', language: 'en' });
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('Sent back');
    expect(await screen.findByTestId('payout-threshold')).toHaveTextContent(
      "Every batch needs a second administrator's approval.",
    );
    await user.click(within(grid).getByRole('button', { name: /^Open the batch prepared/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('batch-reason')).toHaveTextContent(/^Reason: /);
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('its preparer is told why they cannot approve it; another admin approves it, then pays it from its bank file and slips', async () => {
    const batch = await preparedBatch();
    const own = await openBatch(batch.batchId, seededAccounts.admin);
    expect(within(own.dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(own.dialog).getByTestId('batch-approve-why')).toHaveTextContent(
      'You prepared this batch: another administrator approves it.',
    );
    own.unmount();

    const { dialog, user } = await openBatch(batch.batchId, CHECKER);
    expect(within(dialog).getAllByTestId('batch-line')).toHaveLength(batch.lines.length);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Batch approved/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Download the bank file' })).toBeEnabled();

    const partner = within(dialog).getByTestId('batch-partner');
    await user.click(within(partner).getByRole('button', { name: /^Record the slip of/ }));
    const slipDialog = (await screen.findAllByRole('dialog')).at(-1)!;
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
    ]);
    await user.upload(
      within(slipDialog).getByTestId('slip-file-input'),
      new File([jpeg], 'slip.jpg', { type: 'image/jpeg' }),
    );
    await within(slipDialog).findByTestId('slip-preview');
    await user.click(within(slipDialog).getByRole('button', { name: /^Record the slip of/ }));
    expect(await screen.findByText(/^Slip recorded for/)).toBeInTheDocument();
    // The partner paid, and with every partner paid, the batch too.
    await waitFor(() => expect(within(partner).getByText('Paid')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getAllByText('Paid')).toHaveLength(2));
    const paid = sandbox.app.db
      .prepare('SELECT status FROM payout_batches WHERE batch_id = ?')
      .pluck()
      .get(batch.batchId);
    expect(paid).toBe('PAID');
  });

  it('sends a batch back only with a reason, which its preparer then reads', async () => {
    const batch = await preparedBatch();
    const { dialog, user } = await openBatch(batch.batchId, CHECKER);
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    const form = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(form).getByRole('button', { name: 'Send back' }));
    expect(within(form).getByText('Write a reason.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'ยอดของบ้านทะเลไม่ตรงกับสัญญา');
    await user.click(within(form).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByTestId('batch-reason')).toHaveTextContent(
      'Reason: ยอดของบ้านทะเลไม่ตรงกับสัญญา',
    );
  });

  it('shows what changed under a batch, and refuses to approve it', async () => {
    const batch = await preparedBatch();
    sandbox.app.db
      .prepare("UPDATE bookings SET status = 'CANCEL' WHERE booking_id = ?")
      .run(batch.lines[0].bookingId);
    const { dialog } = await openBatch(batch.batchId, CHECKER, 'th');
    expect(within(dialog).getByTestId('batch-stale')).toHaveTextContent('การจองถูกยกเลิก');
    expect(within(dialog).getByRole('button', { name: 'อนุมัติ' })).toBeDisabled();
    expect(within(dialog).getByTestId('batch-approve-why')).toHaveTextContent('มีข้อมูลในรอบนี้เปลี่ยนไปหลังจัดเตรียม');
  });

  it('changes the approval threshold, and refuses an amount that is not one', async () => {
    const { user } = await renderConsole({ tokens: admin.tokens, route: '/payout-batches', language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Change the approval threshold' }));
    const form = await screen.findByRole('dialog');
    const amount = within(form).getByRole('textbox', { name: 'Needs approval from (baht)' });
    await user.type(amount, '-5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter an amount of 0 or more, or leave it empty.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50,000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('payout-threshold')).toHaveTextContent(
        /^Batches of ฿50,000(\.00)? or more need/,
      ),
    );
  });

  it('where the API has no payout batches (404), says so', async () => {
    withoutCall(sandbox, PayoutBatchPaths.batches);
    await renderConsole({ tokens: admin.tokens, route: '/payout-batches', language: 'en' });
    expect(await screen.findByTestId('payout-batches-unavailable')).toHaveTextContent(
      'Payout approvals are not available from this API',
    );
  });
});
