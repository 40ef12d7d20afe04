import { File as NodeFile } from 'node:buffer';
import { readSheet } from 'read-excel-file/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatBaht, formatMonth } from '../../../../src/lib/format';
import { bookingsApi } from '../../../../src/services/bookingsApi';
import {
  BookingPaths,
  PaymentPaths,
  PayoutBatchPaths,
  type Booking,
  type PayoutBatch,
} from '../../../../contract';
import { useAdminSession } from '../../../support/adminSession';
import { renderConsole } from '../../../support/renderConsole';
import { useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';
import { withoutCall } from '../../../support/withoutCall';
import { SEED_RUN_MONTH } from '../../../../sandbox/seed/constants';

jest.mock('compressorjs', () => jest.requireActual('../../../support/passThroughCompressor'));

// The test DOM's File cannot hold Node's Blob (the environment's): Node's File, as a browser has one kind.
Object.defineProperty(globalThis, 'File', { configurable: true, value: NodeFile });

const sandbox = useSandbox();
// Runs pay bookings: every test starts from the seed (before the admin signs in, as a reseed ends sessions).
beforeEach(() => sandbox.app.reseed());
afterEach(() => sandbox.setFaults([]));
const admin = useAdminSession(sandbox, { perTest: true });

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const jpegFile = () => new File([JPEG], 'slip.jpg', { type: 'image/jpeg' });

// Independent of src/bookings: an accountant's sums, in satang, over a month's bookings ready to pay.
const satang = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const bangkokMonth = (value: string | null | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit' }).format(
    new Date(value ?? ''),
  );
const transferOf = (bookings: Booking[]) =>
  bookings.reduce(
    (sum, b) => sum + satang(b.period1Amount) - satang(b.commissionAmount) - satang(b.feeAmount),
    0,
  ) / 100;
/** Each month's (by check-in) partners owed: their bookings ready to pay with something to transfer. */
async function owedByMonth(): Promise<Map<string, Map<string, Booking[]>>> {
  const months = new Map<string, Map<string, Booking[]>>();
  for (const booking of await admin.get<Booking[]>(BookingPaths.nonAcceptedPayment)) {
    const ready =
      ['ACCEPT', 'SUCCESS'].includes(booking.period1Status ?? '') &&
      booking.status !== 'CANCEL' &&
      !booking.walkIn &&
      !booking.transferred &&
      booking.ownerProfileId &&
      transferOf([booking]) > 0;
    if (!ready || !booking.checkinDate) continue;
    const owners = months.get(bangkokMonth(booking.checkinDate)) ?? new Map<string, Booking[]>();
    months.set(bangkokMonth(booking.checkinDate), owners);
    owners.set(booking.ownerProfileId!, [...(owners.get(booking.ownerProfileId!) ?? []), booking]);
  }
  return months;
}
const currentMonth = () => bangkokMonth(new Date().toISOString());
/** The month these runs are for: the same whatever day the seed runs, with a partner owed several bookings. */
const runMonth = SEED_RUN_MONTH;
async function owedInRun(): Promise<Map<string, Booking[]>> {
  return (await owedByMonth()).get(runMonth) ?? new Map();
}

async function openRun() {
  const view = await renderConsole({
    tokens: admin.tokens,
    route: `/payout-run?month=${runMonth}`,
    language: 'en',
  });
  await screen.findAllByTestId('payout-partner');
  return view;
}
const cardOf = (ownerProfileId: string) =>
  document.querySelector<HTMLElement>(`[data-testid="payout-partner"][data-partner="${ownerProfileId}"]`)!;
/** The month's partner with the most bookings owed (several, for one slip to pay them all). */
async function busiestPartner() {
  const [ownerProfileId, bookings] = [...(await owedInRun())].sort((a, b) => b[1].length - a[1].length)[0];
  expect(bookings.length).toBeGreaterThan(1);
  return { ownerProfileId, bookings };
}

async function recordSlip(view: Awaited<ReturnType<typeof openRun>>, ownerProfileId: string) {
  await view.user.click(within(cardOf(ownerProfileId)).getByRole('button', { name: 'Record slip' }));
  const dialog = await screen.findByRole('dialog');
  await view.user.upload(within(dialog).getByTestId('slip-file-input'), jpegFile());
  await within(dialog).findByTestId('slip-preview');
  await view.user.click(within(dialog).getByRole('button', { name: /^Record for/ }));
}

describe('the payout run, where the API has no payout batches (404): one admin pays', () => {
  beforeEach(() => withoutCall(sandbox, PayoutBatchPaths.batches));

  it('opens on the current month', async () => {
    await renderConsole({ tokens: admin.tokens, route: '/payout-run', language: 'en' });
    expect(await screen.findByTestId('payout-owed')).toHaveTextContent(
      new RegExp(`^${formatMonth(currentMonth(), 'en')}: `),
    );
  });

  it("lists a month's partners owed, each transfer exact to the satang, the account hidden until shown", async () => {
    const owed = await owedInRun();
    expect(owed.size).toBeGreaterThan(1);
    const view = await openRun();
    expect(screen.getAllByTestId('payout-partner')).toHaveLength(owed.size);
    for (const [ownerProfileId, bookings] of owed)
      expect(within(cardOf(ownerProfileId)).getByTestId('payout-amount')).toHaveTextContent(
        formatBaht(transferOf(bookings), 'en'),
      );
    const [first] = owed.keys();
    const number = await within(cardOf(first)).findByTestId('payout-account-number');
    expect(number.textContent).toMatch(/^•+\d{4}$/);
    await view.user.click(within(cardOf(first)).getByRole('button', { name: 'Show the account number' }));
    expect(number.textContent).toMatch(/^\d{10,15}$/);
  });

  it('lists apart the bookings whose deposit does not cover the fees, and counts them in no total', async () => {
    // A month (by check-in) with a booking ready to pay whose transfer comes to zero or less.
    const ready = (await admin.get<Booking[]>(BookingPaths.nonAcceptedPayment)).filter(
      (booking) =>
        ['ACCEPT', 'SUCCESS'].includes(booking.period1Status ?? '') &&
        booking.status !== 'CANCEL' &&
        !booking.walkIn &&
        !booking.transferred &&
        booking.ownerProfileId,
    );
    const transfer = (booking: Booking) => transferOf([booking]);
    const short = ready.find((booking) => transfer(booking) <= 0)!;
    expect(short).toBeDefined();
    const month = bangkokMonth(short.checkinDate);
    const inMonth = ready.filter((booking) => bangkokMonth(booking.checkinDate) === month);
    const owed = inMonth.filter((booking) => transfer(booking) > 0);
    const shorts = inMonth.filter((booking) => transfer(booking) <= 0);
    const view = await renderConsole({
      tokens: admin.tokens,
      route: `/payout-run?month=${month}`,
      language: 'en',
    });
    const apart = await screen.findByTestId('payout-nothing-to-transfer');
    for (const booking of shorts) {
      const row = apart.querySelector(`[data-booking="${booking.bookingId}"]`) as HTMLElement;
      expect(row).toHaveTextContent(booking.bookingCode!);
      expect(row).toHaveTextContent(formatBaht(transfer(booking), 'en'));
    }
    // In no partner's card, and in none of the run's totals.
    for (const booking of shorts)
      expect(
        document.querySelector(`[data-testid="payout-partner"] [data-booking="${booking.bookingId}"]`),
      ).toBeNull();
    const partners = new Set(owed.map((booking) => booking.ownerProfileId));
    expect(screen.queryAllByTestId('payout-partner')).toHaveLength(partners.size);
    expect(screen.getByTestId('payout-owed')).toHaveTextContent(
      `${partners.size} partner${partners.size === 1 ? '' : 's'} owed, ${owed.length} booking${owed.length === 1 ? '' : 's'}, ${formatBaht(transferOf(owed), 'en')}`,
    );
    if (partners.size > 0) {
      await view.user.click(screen.getByRole('checkbox', { name: 'Select all' }));
      expect(screen.getByTestId('payout-selected')).toHaveTextContent(formatBaht(transferOf(owed), 'en'));
    }
  });

  it('says which other months still owe partners, and opens one', async () => {
    const others = [...(await owedByMonth())]
      .filter(([month]) => month !== runMonth)
      .sort(([a], [b]) => b.localeCompare(a));
    expect(others.length).toBeGreaterThan(0);
    const view = await openRun();
    const line = screen.getByTestId('payout-other-months');
    const all = others.flatMap(([, owners]) => [...owners.values()].flat());
    expect(within(line).getByTestId('payout-other-months-total')).toHaveTextContent(
      `Still owed in ${others.length} other month${others.length === 1 ? '' : 's'}: ${formatBaht(transferOf(all), 'en')}`,
    );
    // Folded until asked for: a year of months would push the run off a phone's screen.
    expect(within(line).queryByRole('button', { name: /partners?,/ })).toBeNull();
    await view.user.click(within(line).getByRole('button', { name: 'Show months' }));
    expect(within(line).getByRole('button', { name: 'Hide months' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(line)
        .getAllByRole('button', { name: /partners?,/ })
        .map((button) => button.dataset.month),
    ).toEqual(others.map(([month]) => month));
    for (const [month, owners] of others)
      expect(line.querySelector(`[data-month="${month}"]`)).toHaveTextContent(
        `: ${owners.size} partner${owners.size === 1 ? '' : 's'}, ${formatBaht(transferOf([...owners.values()].flat()), 'en')}`,
      );

    const [month, owners] = others[0];
    await view.user.click(line.querySelector<HTMLElement>(`[data-month="${month}"]`)!);
    await waitFor(() => expect(screen.getAllByTestId('payout-partner')).toHaveLength(owners.size));
    for (const [ownerProfileId, bookings] of owners)
      expect(within(cardOf(ownerProfileId)).getByTestId('payout-amount')).toHaveTextContent(
        formatBaht(transferOf(bookings), 'en'),
      );
    // The months stay shown from one month to the next; the month left is now one of them, the one opened is not.
    const now = screen.getByTestId('payout-other-months');
    expect(within(now).getByRole('button', { name: 'Hide months' })).toBeInTheDocument();
    expect(now.querySelector(`[data-month="${month}"]`)).toBeNull();
    expect(now.querySelector(`[data-month="${runMonth}"]`)).not.toBeNull();
  });

  it("records one slip for all of a partner's bookings in one batch call", async () => {
    const { ownerProfileId, bookings } = await busiestPartner();
    const view = await openRun();
    sandbox.requests.length = 0;
    await recordSlip(view, ownerProfileId);
    expect(await within(cardOf(ownerProfileId)).findByTestId('payout-paid')).toBeInTheDocument();
    expect(sandbox.count(PaymentPaths.transferSlipBatch)).toBe(1);
    expect(sandbox.count(PaymentPaths.transferSlipToPartner)).toBe(0);
    const transferred = (await admin.get<Booking[]>(BookingPaths.acceptedPayment)).map((b) => b.bookingId);
    for (const booking of bookings) expect(transferred).toContain(booking.bookingId);
    expect(await screen.findByTestId('notice')).toHaveTextContent(
      `Slip recorded for ${bookings.length} bookings`,
    );
  });

  it('where the API has no batch call (404), records the slip booking by booking', async () => {
    const { ownerProfileId, bookings } = await busiestPartner();
    sandbox.server.use(
      http.post(`${TEST_API}${PaymentPaths.transferSlipBatch}`, () =>
        HttpResponse.json(
          {
            status: {
              code: 404,
              title: 'Not Found',
              message: '',
              description: 'NOT_FOUND',
              transactionId: '',
            },
            data: null,
          },
          { status: 404 },
        ),
      ),
    );
    const view = await openRun();
    sandbox.requests.length = 0;
    await recordSlip(view, ownerProfileId);
    expect(await within(cardOf(ownerProfileId)).findByTestId('payout-paid')).toBeInTheDocument();
    expect(screen.getByTestId('payout-single-path')).toBeInTheDocument();
    expect(sandbox.count(PaymentPaths.transferSlipToPartner)).toBe(bookings.length);
  });

  it('says that nothing was recorded, and why, when the slip fails for every booking', async () => {
    const { ownerProfileId, bookings } = await busiestPartner();
    await sandbox.setFaults([{ pattern: PaymentPaths.transferSlipBatch, errorRate: 1 }]);
    const view = await openRun();
    await recordSlip(view, ownerProfileId);
    const notice = await screen.findByTestId('notice');
    expect(notice).toHaveTextContent(/^No slip was recorded for .+: nothing was paid\./);
    expect(notice).not.toHaveTextContent('Slip recorded for 0');
    // The API's reason, as it gave it (in the console's language).
    expect(notice).toHaveTextContent('The system is unable to process your request at the moment.');
    expect(within(cardOf(ownerProfileId)).getAllByTestId('payout-slip-state')).toHaveLength(bookings.length);
    for (const state of within(cardOf(ownerProfileId)).getAllByTestId('payout-slip-state'))
      expect(state).toHaveAttribute('data-state', 'failed');
    const transferred = (await admin.get<Booking[]>(BookingPaths.acceptedPayment)).map((b) => b.bookingId);
    for (const booking of bookings) expect(transferred).not.toContain(booking.bookingId);
  });

  // A slip moves its bookings from the pending list to the transferred one, and the two lists
  // refetch apart: whichever answers last, each booking stays on its card once, paid.
  it.each([
    ['in neither list while the transferred list answers last', BookingPaths.acceptedPayment],
    ['in both lists while the pending list answers last', BookingPaths.nonAcceptedPayment],
  ])('keeps each booking being paid on its card once, %s', async (_, lateList) => {
    const [[ownerProfileId, bookings]] = [...(await owedInRun())];
    const otherList = lateList === BookingPaths.acceptedPayment ? 'pending' : 'transferred';
    const view = await openRun();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let hold = false;
    sandbox.server.use(
      http.get(`${TEST_API}${lateList}`, async () => {
        // Answered by the sandbox once let go (a handler that returns nothing falls through).
        if (hold) await held;
      }),
    );
    const rowsOf = (bookingId: string) =>
      cardOf(ownerProfileId).querySelectorAll(
        `[data-booking="${bookingId}"] [data-testid="payout-slip-state"]`,
      );
    const expectEachOncePaid = () => {
      for (const { bookingId } of bookings) {
        const rows = rowsOf(bookingId);
        expect({ bookingId, rows: rows.length }).toEqual({ bookingId, rows: 1 });
        expect(rows[0]).toHaveAttribute('data-state', 'paid');
      }
    };
    hold = true;
    const before = Date.now();
    await recordSlip(view, ownerProfileId);
    expect(await within(cardOf(ownerProfileId)).findByTestId('payout-paid')).toBeInTheDocument();
    // A list's answer after the slip, drawn (React draws it on its next task).
    const answered = async (list: 'pending' | 'transferred') => {
      const entry = bookingsApi.endpoints.getBookings.select({ list });
      await waitFor(() =>
        expect(
          entry(view.store.getState() as Parameters<typeof entry>[0]).fulfilledTimeStamp,
        ).toBeGreaterThan(before),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    await answered(otherList);
    expectEachOncePaid();
    release();
    await answered(otherList === 'pending' ? 'transferred' : 'pending');
    expectEachOncePaid();
  });

  it("prints a partner's statement, in the language chosen for it", async () => {
    const [[ownerProfileId, bookings]] = [...(await owedInRun())];
    const view = await openRun();
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    await view.user.click(within(cardOf(ownerProfileId)).getByRole('button', { name: 'Statement' }));
    const statement = await screen.findByTestId('partner-statement');
    expect(within(statement).getByRole('heading', { level: 3 })).toHaveTextContent(/^Payout statement, /);
    expect(within(statement).getAllByRole('row')).toHaveLength(bookings.length + 2);
    expect(within(statement).getByTestId('statement-total')).toHaveTextContent(
      formatBaht(transferOf(bookings), 'en'),
    );
    // The partner is not paid yet: the total is what the transfer is, not what was transferred.
    expect(within(statement).getByTestId('statement-total').previousElementSibling).toHaveTextContent(
      /^Transfer total$/,
    );
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ไทย' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('partner-statement')).getByRole('heading', { level: 3 }),
      ).toHaveTextContent(/^ใบแจ้งยอดการจ่ายเงิน /),
    );
    expect(screen.getByTestId('partner-statement')).toHaveAttribute('lang', 'th');
    await view.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('shows the bank file’s count and total before the download, and the file has them', async () => {
    const owed = await owedInRun();
    const view = await openRun();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bank file' })).toBeDisabled());
    await view.user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bank file' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Bank file' }));
    const dialog = await screen.findByRole('dialog');
    // The file pays the partners with a complete account; the others are named as left out.
    const banked = [...owed].filter(
      ([ownerProfileId]) =>
        sandbox.app.db
          .prepare('SELECT COUNT(*) FROM partner_banks WHERE profile_id = ? AND length(account_number) >= 10')
          .pluck()
          .get(ownerProfileId) === 1,
    );
    expect(banked.length).toBeGreaterThan(0);
    expect(within(dialog).getByTestId('bank-file-total')).toHaveTextContent(
      `${banked.length} transfer${banked.length === 1 ? '' : 's'}, total ${formatBaht(
        transferOf(banked.flatMap(([, bookings]) => bookings)),
        'en',
      )}`,
    );
    if (banked.length < owed.size)
      expect(within(dialog).getByTestId('bank-file-left-out')).toBeInTheDocument();
    else expect(within(dialog).queryByTestId('bank-file-left-out')).toBeNull();
    expect(dialog).toHaveTextContent('Upload the CSV to the bank as it is.');
    const made = jest.spyOn(URL, 'createObjectURL');
    // The test DOM does not download: the link's click is only watched.
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    // The Excel copy, read back as a spreadsheet reads it: each bank code and account number as the
    // API holds it, zeros first; each amount a number.
    await view.user.click(within(dialog).getByRole('button', { name: 'Excel copy to check (XLSX)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(`payout-${runMonth}.xlsx`);
    const workbook = made.mock.calls[0][0] as Blob;
    const [header, ...rows] = await readSheet(Buffer.from(await workbook.arrayBuffer()));
    expect(header).toEqual([
      'bank_code',
      'bank_name',
      'account_number',
      'account_name',
      'amount',
      'reference',
    ]);
    expect(rows).toHaveLength(banked.length);
    for (const [ownerProfileId, bookings] of banked) {
      const account = sandbox.app.db
        .prepare('SELECT bank_name, account_number, account_name FROM partner_banks WHERE profile_id = ?')
        .get(ownerProfileId) as { bank_name: string; account_number: string; account_name: string };
      const row = rows.find((cells) => cells[3] === account.account_name);
      expect(row).toBeDefined();
      expect(row![2]).toBe(account.account_number.replace(/\D/g, ''));
      expect(row![0]).toMatch(/^\d{3}$/);
      expect(row![4]).toBe(transferOf(bookings));
    }
    expect(rows.some((cells) => String(cells[0]).startsWith('0'))).toBe(true);

    await view.user.click(within(dialog).getByRole('button', { name: 'Download the CSV for the bank' }));
    expect(clicked).toHaveBeenCalledTimes(2);
    expect((clicked.mock.contexts[1] as HTMLAnchorElement).download).toBe(`payout-${runMonth}.csv`);
    clicked.mockRestore();
    const file = made.mock.calls[1][0] as Blob;
    // The decoder keeps the byte order mark, to see it is there.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('bank_code,bank_name,account_number,account_name,amount,reference');
    expect(lines).toHaveLength(banked.length + 1);
    made.mockRestore();
  });
});

describe('the payout run, with payout batches: one admin prepares, another approves', () => {
  it('prepares a batch of the chosen partners; their bookings then wait in it, to be paid from it alone', async () => {
    const view = await openRun();
    expect(screen.getByTestId('payout-intro')).toHaveTextContent(/second administrator/);
    // Paid from the batch: no bank file and no slip here.
    expect(screen.queryByRole('button', { name: /bank file/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record slip' })).not.toBeInTheDocument();

    const { ownerProfileId, bookings } = await busiestPartner();
    await view.user.click(within(cardOf(ownerProfileId)).getByRole('checkbox'));
    await view.user.click(screen.getByRole('button', { name: 'Prepare for approval' }));
    const confirmation = await screen.findByRole('dialog');
    expect(confirmation).toHaveTextContent(
      `1 partner, ${bookings.length} bookings, ${formatBaht(transferOf(bookings), 'en')}`,
    );
    await view.user.click(within(confirmation).getByRole('button', { name: 'Prepare batch' }));

    expect(
      await screen.findByText("Batch prepared: it awaits another administrator's approval."),
    ).toBeInTheDocument();
    const batches = await admin.get<PayoutBatch[]>(PayoutBatchPaths.batches);
    const prepared = batches.find((batch) => batch.status === 'PREPARED');
    expect(prepared?.bookingIds.sort()).toEqual(bookings.map((booking) => booking.bookingId).sort());
    const link = await within(cardOf(ownerProfileId)).findByTestId('payout-in-batch');
    expect(link).toHaveTextContent('In a payout batch: Awaiting approval');
    expect(link).toHaveAttribute('href', `/payout-batches?batch=${prepared?.batchId}`);
    expect(within(cardOf(ownerProfileId)).getByRole('checkbox')).toBeDisabled();
  });
});
