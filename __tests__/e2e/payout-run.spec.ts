import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import {
  AuditPaths,
  BookingPaths,
  PaymentPaths,
  PayoutBatchPaths,
  type AuditLogPage,
  type Booking,
} from '../../contract';
import { SEED_RUN_MONTH } from '../../sandbox/seed/constants';
import { formatBaht } from '../../src/lib/format';
import { SCREENSHOT_DIR } from './support/env';
import { expect, test, type SandboxHandle } from './support/fixtures';
import { chooseSlipPhoto, pendingList } from './support/slip';

const ADMIN = 'admin@poolvilla.test';
const ADMIN_NAME = 'สมชาย ใจดี';

test.describe.configure({ mode: 'serial' });
/**
 * The run as one admin pays it, where the API has no payout batches (404); with them, a second
 * admin approves each batch (the last test).
 */
const absentBatches = { pattern: PayoutBatchPaths.batches, errorRate: 1, status: 404 as const };
// Each run pays bookings: every test starts from the seed.
test.beforeEach(async ({ sandbox, consoleProblems }) => {
  await sandbox.reset();
  await sandbox.setFaults({ rules: [absentBatches] });
  consoleProblems.allow(/payout-batches.*status of 404|status of 404.*payout-batches/);
});

// An accountant's sums, in satang, independent of the console's code.
const satang = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const transferSatang = (booking: Booking) =>
  satang(booking.period1Amount) - satang(booking.commissionAmount) - satang(booking.feeAmount);
/** The check-in month in Thailand's time, as the run's month filter reads it. */
const monthOf = (booking: Booking) =>
  new Date(new Date(booking.checkinDate ?? '').getTime() + 7 * 3600_000).toISOString().slice(0, 7);

interface RunPartner {
  ownerProfileId: string;
  bookings: Booking[];
  bank: { bank_name: string; account_number: string; account_name: string };
}

/**
 * The seed's run month (the same whatever day the seed runs) and its two partners owed the most,
 * with a bank account: the first for several bookings, paid with one slip.
 */
async function runOfTwo(sandbox: SandboxHandle): Promise<{ month: string; partners: RunPartner[] }> {
  const month = SEED_RUN_MONTH;
  const owners = new Map<string, Booking[]>();
  for (const booking of await pendingList(sandbox)) {
    // As the run reads it: the deposit accepted (or the whole paid), not cancelled, not a walk-in.
    const ready =
      ['ACCEPT', 'SUCCESS'].includes(booking.period1Status ?? '') &&
      booking.status !== 'CANCEL' &&
      !booking.walkIn &&
      !booking.transferred &&
      booking.ownerProfileId &&
      transferSatang(booking) > 0 &&
      monthOf(booking) === month;
    if (ready) owners.set(booking.ownerProfileId!, [...(owners.get(booking.ownerProfileId!) ?? []), booking]);
  }
  const partners = [...owners]
    .map(([ownerProfileId, bookings]) => ({
      ownerProfileId,
      bookings,
      bank: sandbox.query<RunPartner['bank']>(
        'SELECT bank_name, account_number, account_name FROM partner_banks WHERE profile_id = ?',
        ownerProfileId,
      )[0],
    }))
    .filter((partner) => partner.bank)
    .sort((a, b) => b.bookings.length - a.bookings.length)
    .slice(0, 2);
  expect(partners).toHaveLength(2);
  expect(partners[0].bookings.length).toBeGreaterThan(1);
  return { month, partners };
}

/** The slip calls the page makes: batch and single, by the booking each single one pays. */
function slipCalls(page: Page) {
  const calls = { batch: 0, single: new Map<string, number>() };
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST') return;
    const url = new URL(request.url());
    if (url.pathname === PaymentPaths.transferSlipBatch) calls.batch += 1;
    if (url.pathname === PaymentPaths.transferSlipToPartner) {
      const bookingId = url.searchParams.get('bookingId') ?? '';
      calls.single.set(bookingId, (calls.single.get(bookingId) ?? 0) + 1);
    }
  });
  return calls;
}

const cardOf = (page: Page, partner: RunPartner) =>
  page.locator(`[data-testid="payout-partner"][data-partner="${partner.ownerProfileId}"]`);

async function openRun(
  page: Page,
  signIn: (page: Page, options: { provider: 'line'; account: string }) => Promise<void>,
  month: string,
) {
  await signIn(page, { provider: 'line', account: ADMIN });
  await page.goto(`/payout-run?month=${month}`);
  await expect(page.getByTestId('payout-partner').first()).toBeVisible();
}

/** Records one slip for the partner's bookings: Record slip, choose the photo, Record (3 clicks, 1 upload). */
async function recordSlip(page: Page, partner: RunPartner) {
  await cardOf(page, partner)
    .getByRole('button', { name: /^(Record slip|บันทึกสลิป)$/ })
    .click();
  const dialog = page.getByRole('dialog');
  await chooseSlipPhoto(page, dialog);
  await dialog.getByRole('button', { name: /^(Record for|บันทึกให้)/ }).click();
  await expect(dialog).toBeHidden();
}

const paidStates = (page: Page, partner: RunPartner) =>
  cardOf(page, partner).getByTestId('payout-slip-state');

test("a month's payout for two partners: the bank file, one slip each, every booking transferred and audited", async ({
  page,
  signIn,
  sandbox,
}) => {
  const { month, partners } = await runOfTwo(sandbox);
  const calls = slipCalls(page);
  await openRun(page, signIn, month);

  for (const partner of partners) {
    const card = cardOf(page, partner);
    await expect(card.getByTestId('payout-amount')).toContainText(
      (partner.bookings.reduce((sum, booking) => sum + transferSatang(booking), 0) / 100).toLocaleString(
        'th-TH',
        {
          maximumFractionDigits: 2,
        },
      ),
    );
    // The account number is hidden but for its last four digits until revealed.
    const digits = partner.bank.account_number.replace(/\D/g, '');
    await expect(card.getByTestId('payout-account-number')).toHaveText(
      `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`,
    );
    await card.getByRole('button', { name: /Show the account number|แสดงเลขที่บัญชี/ }).click();
    await expect(card.getByTestId('payout-account-number')).toHaveText(digits);
    await card.getByRole('checkbox').check();
  }

  // The bank file: its count and total on screen, then the file itself against the database.
  const expectedTotal = partners
    .flatMap((partner) => partner.bookings)
    .reduce((sum, b) => sum + transferSatang(b), 0);
  await page.getByRole('button', { name: /Bank file|ไฟล์ธนาคาร/ }).click();
  await expect(page.getByTestId('bank-file-total')).toContainText('2');
  // The Excel copy to check, read back as a spreadsheet reads it: codes and accounts keep their zeros.
  const workbookDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /Excel copy to check|สำเนา Excel สำหรับตรวจ/ }).click();
  const workbook = await workbookDownload;
  expect(workbook.suggestedFilename()).toBe(`payout-${month}.xlsx`);
  const [, ...sheetRows] = await readSheet(await workbook.path());
  expect(sheetRows).toHaveLength(2);
  for (const partner of partners) {
    const row = sheetRows.find((cells) => cells[2] === partner.bank.account_number.replace(/\D/g, ''));
    expect(row, partner.ownerProfileId).toBeDefined();
    expect(String(row![0])).toMatch(/^\d{3}$/);
    expect(row![4]).toBe(partner.bookings.reduce((sum, b) => sum + transferSatang(b), 0) / 100);
  }
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^(Download the CSV for the bank|ดาวน์โหลด CSV สำหรับธนาคาร)$/ })
    .click();
  const file = await (await download).path();
  const bytes = fs.readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = Papa.parse<string[]>(bytes.toString('utf8').slice(1), {
    skipEmptyLines: true,
  }).data;
  expect(header).toEqual(['bank_code', 'bank_name', 'account_number', 'account_name', 'amount', 'reference']);
  expect(rows).toHaveLength(2);
  for (const partner of partners) {
    const row = rows.find((cells) => cells[2] === partner.bank.account_number.replace(/\D/g, ''));
    expect(row, partner.ownerProfileId).toBeDefined();
    expect(row![0]).toMatch(/^\d{3}$/);
    expect(row![3]).toBe(partner.bank.account_name);
    expect(row![4]).toBe((partner.bookings.reduce((sum, b) => sum + transferSatang(b), 0) / 100).toFixed(2));
    expect(row![5]).toBe(
      `${month.replace('-', '')}-${partner.ownerProfileId
        .replace(/[^0-9a-z]/gi, '')
        .slice(0, 8)
        .toUpperCase()}`,
    );
  }
  expect(rows.reduce((sum, cells) => sum + Math.round(Number(cells[4]) * 100), 0)).toBe(expectedTotal);

  // One slip per partner, for all their bookings, in one batch call each.
  for (const partner of partners) {
    await recordSlip(page, partner);
    await expect(cardOf(page, partner).getByTestId('payout-paid')).toBeVisible();
    for (const state of await paidStates(page, partner).all())
      await expect(state).toHaveAttribute('data-state', 'paid');
  }
  expect(calls.batch).toBe(2);
  expect(calls.single.size).toBe(0);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'payout-run-th-light-1440.png'), fullPage: true });

  const transferred = await sandbox.adminGet<Booking[]>(BookingPaths.acceptedPayment);
  for (const booking of partners.flatMap((partner) => partner.bookings))
    expect(transferred.map((item) => item.bookingId)).toContain(booking.bookingId);

  // The audit trail has each slip: the admin, the amount and the payments it paid.
  const audit = await sandbox.adminGet<AuditLogPage>(`${AuditPaths.log}?action=slip.batch`);
  for (const partner of partners) {
    const entry = audit.entries.find((item) => item.targetId === partner.ownerProfileId);
    expect(entry, partner.ownerProfileId).toBeDefined();
    expect(entry!.actorName).toBe(ADMIN_NAME);
    expect(Math.round(Number(entry!.after?.amount) * 100)).toBe(
      partner.bookings.reduce((sum, b) => sum + transferSatang(b), 0),
    );
    const paymentIds = sandbox
      .query<{ payment_id: string }>(
        `SELECT payment_id FROM payments WHERE period = 1 AND booking_id IN (${partner.bookings.map(() => '?').join(',')})`,
        ...partner.bookings.map((booking) => booking.bookingId),
      )
      .map((row) => row.payment_id);
    expect([...(entry!.after?.paymentIds as string[])].sort()).toEqual(paymentIds.sort());

    // On the audit page: each payment paid finds its partner's slip, with the admin and the amount.
    for (const paymentId of paymentIds) {
      await page.goto(`/audit-log?action=slip.batch&targetId=${encodeURIComponent(paymentId)}`);
      const rows = page.getByRole('row').filter({ hasText: ADMIN_NAME });
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(formatBaht(Number(entry!.after?.amount), 'th'));
      await expect(rows).toContainText(entry!.targetName ?? '');
    }
  }

  // Paid, the partner has left the run; after a new load the earnings page prints the statement again.
  const [first] = partners;
  const name = `${first.bookings[0].ownerFirstName} ${first.bookings[0].ownerLastName}`;
  await page.goto(`/partner-earnings?month=${month}`);
  await page.getByRole('button', { name: `ใบแจ้งยอดของ ${name}` }).click();
  const statement = page.getByTestId('partner-statement');
  await expect(statement.getByRole('row')).toHaveCount(first.bookings.length + 2);
  for (const booking of first.bookings) await expect(statement).toContainText(booking.bookingCode!);
  await expect(statement.getByTestId('statement-total')).toHaveText(
    formatBaht(first.bookings.reduce((sum, b) => sum + transferSatang(b), 0) / 100, 'th'),
  );
  await expect(statement).toContainText(first.bank.account_number.replace(/\D/g, '').slice(-4));
  await expect(page.getByRole('button', { name: 'พิมพ์' })).toBeEnabled();
});

test('without the batch call (404) the slip goes booking by booking; one failing is retried alone', async ({
  page,
  signIn,
  sandbox,
  consoleProblems,
}) => {
  // The browser logs the absent call and the injected failure itself.
  consoleProblems.allow(/transfer-slip-batch.*status of 404|status of 404.*transfer-slip-batch/);
  consoleProblems.allow(/transfer-slip-to-partner.*status of 500|status of 500.*transfer-slip-to-partner/);
  const { month, partners } = await runOfTwo(sandbox);
  const [partner, other] = partners;
  const failing = partner.bookings[1];
  const absentBatch = { pattern: PaymentPaths.transferSlipBatch, errorRate: 1, status: 404 as const };
  await sandbox.setFaults({
    rules: [
      absentBatches,
      absentBatch,
      {
        pattern: PaymentPaths.transferSlipToPartner,
        query: `bookingId=${encodeURIComponent(failing.bookingId)}`,
        errorRate: 1,
      },
    ],
  });
  const calls = slipCalls(page);
  await openRun(page, signIn, month);

  await recordSlip(page, partner);
  await expect(page.getByTestId('payout-single-path')).toBeVisible();
  const failedRow = cardOf(page, partner).locator(`[data-booking="${failing.bookingId}"]`);
  await expect(failedRow.getByTestId('payout-slip-state')).toHaveAttribute('data-state', 'failed');
  for (const booking of partner.bookings.filter((item) => item !== failing))
    await expect(
      cardOf(page, partner).locator(`[data-booking="${booking.bookingId}"]`).getByTestId('payout-slip-state'),
    ).toHaveAttribute('data-state', 'paid');
  await expect(cardOf(page, partner).getByTestId('payout-failed')).toBeVisible();

  // The fault is gone: the failed booking is tried again, alone, with the same slip.
  await sandbox.setFaults({ rules: [absentBatches, absentBatch] });
  await failedRow.getByRole('button', { name: /^(Try again|ลองอีกครั้ง)$/ }).click();
  await expect(failedRow.getByTestId('payout-slip-state')).toHaveAttribute('data-state', 'paid');
  await expect(cardOf(page, partner).getByTestId('payout-paid')).toBeVisible();

  // The other partner, on the same page: the absent batch call is not asked again.
  await recordSlip(page, other);
  await expect(cardOf(page, other).getByTestId('payout-paid')).toBeVisible();

  expect(calls.batch).toBe(1);
  // Nothing uploaded twice: one call per booking, two for the one that failed once.
  for (const booking of [...partner.bookings, ...other.bookings])
    expect(calls.single.get(booking.bookingId), booking.bookingId).toBe(booking === failing ? 2 : 1);
  const unpaid = sandbox.query<{ n: number }>(
    `SELECT COUNT(*) AS n FROM payments WHERE period = 1 AND admin_transfer_slip_id IS NULL AND booking_id IN (${[
      ...partner.bookings,
      ...other.bookings,
    ]
      .map(() => '?')
      .join(',')})`,
    ...[...partner.bookings, ...other.bookings].map((booking) => booking.bookingId),
  )[0].n;
  expect(unpaid).toBe(0);

  // Each booking's slip is in the audit trail once, by the admin: the failed try left no entry.
  const uploads = await sandbox.adminGet<AuditLogPage>(`${AuditPaths.log}?action=slip.upload&size=200`);
  for (const booking of [...partner.bookings, ...other.bookings]) {
    const entries = uploads.entries.filter((entry) => entry.targetId === booking.bookingId);
    expect(entries, booking.bookingId).toHaveLength(1);
    expect(entries[0].actorName).toBe(ADMIN_NAME);
    expect(Math.round(Number(entries[0].after?.amount) * 100)).toBe(transferSatang(booking));
  }
  await page.goto(`/audit-log?action=slip.upload&targetId=${encodeURIComponent(failing.bookingId)}`);
  await expect(page.getByRole('row').filter({ hasText: ADMIN_NAME })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: ADMIN_NAME })).toContainText(
    formatBaht(transferSatang(failing) / 100, 'th'),
  );
});

test('two admins: one prepares a batch and cannot approve it, the other approves it; its bank file is the batch to the satang, its slip pays it, every step audited', async ({
  page,
  browser,
  visit,
  sandbox,
  saveScreenshot,
}) => {
  await sandbox.clearFaults();
  const { month, partners } = await runOfTwo(sandbox);
  const [partner] = partners;
  const expected = partner.bookings.reduce((sum, booking) => sum + transferSatang(booking), 0);

  // Admin A, in English at 1440 px: the run prepares, it does not pay.
  await visit(page, { path: `/payout-run?month=${month}`, account: ADMIN, language: 'en', theme: 'light' });
  await expect(page.getByTestId('payout-partner').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bank file' })).toHaveCount(0);
  await cardOf(page, partner).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Prepare for approval' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Prepare batch' }).click();
  const inBatch = cardOf(page, partner).getByTestId('payout-in-batch');
  await expect(inBatch).toHaveText('In a payout batch: Awaiting approval');
  await inBatch.click();
  const own = page.getByRole('dialog');
  await expect(own.getByTestId('batch-figures')).toContainText(formatBaht(expected / 100, 'en'));
  await expect(own.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(own.getByTestId('batch-approve-why')).toHaveText(
    'You prepared this batch: another administrator approves it.',
  );
  await saveScreenshot(page, { screen: 'payout-batch-own', language: 'en', theme: 'light', width: 1440 });
  const batchId = new URL(page.url()).searchParams.get('batch') ?? '';
  expect(batchId).not.toBe('');

  // Admin B, in another browser context, in Thai on a phone: approves, downloads, pays.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const checker = await other.newPage();
  await visit(checker, {
    path: `/payout-batches?batch=${batchId}`,
    account: 'worawut.naksawat@mail.test',
    language: 'th',
    theme: 'dark',
  });
  const dialog = checker.getByRole('dialog');
  await expect(dialog.getByTestId('batch-figures')).toBeVisible();
  await dialog.getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(dialog.getByRole('button', { name: 'ดาวน์โหลดไฟล์ธนาคาร' })).toBeVisible();
  await saveScreenshot(checker, {
    screen: 'payout-batch-approved',
    language: 'th',
    theme: 'dark',
    width: 390,
  });
  const download = checker.waitForEvent('download');
  await dialog.getByRole('button', { name: 'ดาวน์โหลดไฟล์ธนาคาร' }).click();
  const bytes = fs.readFileSync(await (await download).path());
  const [header, ...rows] = Papa.parse<string[]>(bytes.toString('utf8').slice(1), {
    skipEmptyLines: true,
  }).data;
  expect(header).toEqual(['bank_code', 'bank_name', 'account_number', 'account_name', 'amount', 'reference']);
  expect(rows).toHaveLength(1);
  expect(rows[0][2]).toBe(partner.bank.account_number.replace(/\D/g, ''));
  expect(rows[0][4]).toBe((expected / 100).toFixed(2));

  await dialog.getByRole('button', { name: /^บันทึกสลิปของ/ }).click();
  const slipDialog = checker.getByRole('dialog').last();
  await chooseSlipPhoto(checker, slipDialog);
  await slipDialog.getByRole('button', { name: /^บันทึกสลิปของ/ }).click();
  await expect(dialog.getByText('จ่ายแล้ว')).toHaveCount(2);
  await other.close();

  const unpaid = sandbox.query<{ n: number }>(
    `SELECT COUNT(*) AS n FROM payments WHERE period = 1 AND admin_transfer_slip_id IS NULL AND booking_id IN (${partner.bookings
      .map(() => '?')
      .join(',')})`,
    ...partner.bookings.map((booking) => booking.bookingId),
  );
  expect(unpaid[0].n).toBe(0);
  const audit = await sandbox.adminGet<AuditLogPage>(`${AuditPaths.log}?targetId=${batchId}`);
  expect(audit.entries.map((entry) => entry.action)).toEqual([
    'payoutBatch.paid',
    'slip.batch',
    'payoutBatch.approve',
    'payoutBatch.prepare',
  ]);
  expect(new Set(audit.entries.map((entry) => entry.actorId)).size).toBe(2);
});
