import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatBaht, formatMonth } from '../../../../src/lib/format';
import { BookingPaths, type Booking } from '../../../../contract';
import { useAdminSession } from '../../../support/adminSession';
import * as malformed from '../../../support/malformed';
import { renderConsole } from '../../../support/renderConsole';
import { useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';

const sandbox = useSandbox();

const admin = useAdminSession(sandbox);
const apiGet = admin.get;
const guestBookings = async () => [
  ...(await apiGet<Booking[]>(BookingPaths.nonAcceptedPayment)),
  ...(await apiGet<Booking[]>(BookingPaths.acceptedPayment)),
];

// Independent of src/bookings/payouts: the sums an accountant would make, in satang.
const satang = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const depositReceived = (booking: Booking) =>
  booking.period1Status === 'ACCEPT' || booking.period1Status === 'SUCCESS';
/** A booking that earns its partner a payout: deposit received, not cancelled. */
const received = (booking: Booking) => depositReceived(booking) && booking.status !== 'CANCEL';
function expectedTotals(bookings: Booking[]) {
  const counted = bookings.filter(received);
  const net = counted.reduce(
    (sum, b) => sum + satang(b.period1Amount) - satang(b.commissionAmount) - satang(b.feeAmount),
    0,
  );
  const transferOf = (b: Booking) =>
    satang(b.period1Amount) - satang(b.commissionAmount) - satang(b.feeAmount);
  const transferred = counted.filter((b) => b.transferred).reduce((sum, b) => sum + transferOf(b), 0);
  // Owed: not transferred and something to transfer (a deposit short of the fees is not owed).
  const owed = counted
    .filter((b) => !b.transferred && transferOf(b) > 0)
    .reduce((sum, b) => sum + transferOf(b), 0);
  return {
    bookingCount: counted.length,
    gross: counted.reduce((sum, b) => sum + satang(b.totalPrice), 0) / 100,
    commission: counted.reduce((sum, b) => sum + satang(b.commissionAmount), 0) / 100,
    net: net / 100,
    transferred: transferred / 100,
    owed: owed / 100,
  };
}
const bangkokMonth = (value: string | null | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit' }).format(
    new Date(value ?? ''),
  );

async function openEarnings(query: string, language: 'th' | 'en' = 'en') {
  const view = await renderConsole({ tokens: admin.tokens, route: `/partner-earnings${query}`, language });
  await waitFor(() =>
    expect(screen.getByTestId('earnings-total-owed')).toHaveAttribute('aria-busy', 'false'),
  );
  // The table drawn too (it draws its rows once it has measured itself): rows, or its empty state.
  await waitFor(() =>
    expect(
      document.querySelector('[role="row"][data-id]') ?? screen.queryByText(/^(No data found|ไม่พบข้อมูล)/),
    ).not.toBeNull(),
  );
  return view;
}
const total = (field: string) =>
  Number(screen.getByTestId(`earnings-total-${field}`).getAttribute('data-value'));

describe('partner earnings', () => {
  it('totals every guest booking with a received deposit, over all months', async () => {
    const bookings = await guestBookings();
    const expected = expectedTotals(bookings);
    expect(expected.bookingCount).toBeGreaterThan(10);
    await openEarnings('?month=ALL');
    for (const [field, value] of Object.entries(expected))
      expect({ field, value: total(field) }).toEqual({ field, value });
    expect(screen.getByTestId('earnings-total-owed')).toHaveTextContent(formatBaht(expected.owed, 'en'));
    // The seed has two deposits that do not cover the fees.
    expect(screen.getByTestId('earnings-flagged')).toHaveTextContent('2 bookings');
  });

  it('leaves cancelled bookings out: a cancelled booking is not paid out, whatever its deposit', async () => {
    const bookings = await guestBookings();
    const cancelledPaid = bookings.filter((b) => b.status === 'CANCEL' && depositReceived(b));
    expect(cancelledPaid.length).toBeGreaterThan(0);
    await openEarnings('?month=ALL');
    expect(total('bookingCount')).toBe(bookings.filter(received).length);
    expect(total('bookingCount')).toBe(bookings.filter(depositReceived).length - cancelledPaid.length);
  });

  it('takes one month by check-in or by booking date, from the address', async () => {
    const bookings = await guestBookings();
    const month = bangkokMonth(bookings.find(received)?.checkinDate);
    const byCheckin = bookings.filter((b) => bangkokMonth(b.checkinDate) === month);
    const view = await openEarnings(`?month=${month}`);
    expect(total('bookingCount')).toBe(expectedTotals(byCheckin).bookingCount);
    expect(total('net')).toBe(expectedTotals(byCheckin).net);
    const waiting = byCheckin.filter((b) => !depositReceived(b) && b.status !== 'CANCEL').length;
    if (waiting > 0) expect(screen.getByTestId('earnings-awaiting')).toHaveTextContent(`${waiting} booking`);

    await view.user.click(screen.getByRole('combobox', { name: 'Month of' }));
    await view.user.click(await screen.findByRole('option', { name: 'Booking date' }));
    expect(new URLSearchParams(view.router.state.location.search).get('by')).toBe('created');
    const byCreation = bookings.filter((b) => bangkokMonth(b.createDate) === month);
    await waitFor(() => expect(total('net')).toBe(expectedTotals(byCreation).net));
    expect(total('bookingCount')).toBe(expectedTotals(byCreation).bookingCount);
  });

  it('falls back to the current month for a month that does not exist, in either language', async () => {
    const bookings = await guestBookings();
    const current = bangkokMonth(new Date().toISOString());
    const inCurrent = bookings.filter((b) => bangkokMonth(b.checkinDate) === current);
    // Month 21 of the year before a month with bookings: date arithmetic would land on that month.
    const [year, month] = bangkokMonth(bookings.find(received)?.checkinDate).split('-').map(Number);
    const view = await openEarnings(`?month=${year - 1}-${month + 12}`);
    expect(
      screen.getByRole('heading', { name: `Totals · ${formatMonth(current, 'en')}` }),
    ).toBeInTheDocument();
    expect(total('bookingCount')).toBe(expectedTotals(inCurrent).bookingCount);
    await view.user.click(screen.getByRole('combobox', { name: 'Month' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([...new Set(options)]);
    view.unmount();

    await openEarnings('?month=2099-99', 'th');
    expect(
      screen.getByRole('heading', { name: `ยอดรวม · ${formatMonth(current, 'th')}` }),
    ).toBeInTheDocument();
  });

  it('lists a row per partner whose figures add up to the totals, largest debt first', async () => {
    await openEarnings('?month=ALL&size=30');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(3);
    const owedColumn = screen
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Still owed');
    const cellText = (row: HTMLElement) =>
      within(row).getAllByRole('gridcell').at(owedColumn)?.textContent ?? '';
    const owed = rows.map((row) => Number(cellText(row).replace(/[^\d.-]/g, '')));
    expect(owed).toEqual([...owed].sort((a, b) => b - a));
    const sum = owed.reduce((acc, value) => acc + Math.round(value * 100), 0) / 100;
    expect(sum).toBe(total('owed'));
  });

  it("drills down to a partner's bookings, whose shares sum to the partner's row", async () => {
    const bookings = (await guestBookings()).filter(received);
    const owner = bookings[0];
    const theirs = bookings.filter((b) => b.ownerProfileId === owner.ownerProfileId);
    const view = await openEarnings('?month=ALL&size=30');
    const name = `${owner.ownerFirstName} ${owner.ownerLastName}`;
    await view.user.click(await screen.findByRole('button', { name: `Bookings of ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `${name} · All months` });
    expect(new URLSearchParams(view.router.state.location.search).get('partner')).toBe(owner.ownerProfileId);
    const inDialog = within(dialog);
    expect(within(inDialog.getByRole('grid')).getAllByRole('row')).toHaveLength(
      Math.min(theirs.length, 10) + 1,
    );
    expect(Number(inDialog.getByTestId('earnings-total-net').getAttribute('data-value'))).toBe(
      expectedTotals(theirs).net,
    );
    expect(Number(inDialog.getByTestId('earnings-total-bookingCount').getAttribute('data-value'))).toBe(
      theirs.length,
    );

    await view.user.click(inDialog.getAllByRole('button', { name: /^Payment details of / })[0]);
    expect(await screen.findByRole('dialog', { name: /^Payment details · / })).toBeInTheDocument();
  });

  it("prints a paid partner's statement after the transfer, from the row and from the partner's payouts", async () => {
    // The partner and check-in month with the most bookings already paid: out of every payout run now.
    const paid = (await guestBookings()).filter((b) => received(b) && b.transferred && b.checkinDate);
    const groups = new Map<string, Booking[]>();
    for (const b of paid) {
      const key = `${b.ownerProfileId} ${b.checkinDate!.slice(0, 7)}`;
      groups.set(key, [...(groups.get(key) ?? []), b]);
    }
    const [key, theirs] = [...groups].sort((a, b) => b[1].length - a[1].length)[0];
    const [ownerProfileId, month] = key.split(' ');
    const name = `${theirs[0].ownerFirstName} ${theirs[0].ownerLastName}`;
    const transfer = theirs.reduce(
      (sum, b) => sum + satang(b.period1Amount) - satang(b.commissionAmount) - satang(b.feeAmount),
      0,
    );
    const expectStatement = async () => {
      const statement = await screen.findByTestId('partner-statement');
      expect(within(statement).getByRole('heading', { level: 3 })).toHaveTextContent(
        `Payout statement, ${formatMonth(month, 'en')}`,
      );
      expect(within(statement).getAllByRole('row')).toHaveLength(theirs.length + 2);
      for (const b of theirs) expect(statement).toHaveTextContent(b.bookingCode!);
      expect(within(statement).getByTestId('statement-total')).toHaveTextContent(
        formatBaht(transfer / 100, 'en'),
      );
      // The account is read anew before it can be printed: the last four digits, never '-'.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());
      expect(within(statement).getByText('Account number').nextElementSibling).toHaveTextContent(/•+\d{4}$/);
      return statement;
    };

    const view = await openEarnings(`?month=${month}`);
    await view.user.click(screen.getByRole('button', { name: `Statement of ${name}` }));
    await expectStatement();
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('partner-statement')).not.toBeInTheDocument());
    view.unmount();

    // Over all months the row cannot say which month: its payouts do, each with its statement.
    const all = await renderConsole({
      tokens: admin.tokens,
      route: `/partner-earnings?month=ALL&partner=${ownerProfileId}`,
      language: 'en',
    });
    const dialog = await screen.findByRole('dialog', { name: `${name} · All months` });
    const history = within(dialog).getByTestId('payout-history');
    const months = [
      ...new Set(
        paid.filter((b) => b.ownerProfileId === ownerProfileId).map((b) => b.checkinDate!.slice(0, 7)),
      ),
    ];
    expect(within(history).getAllByRole('row')).toHaveLength(months.length + 1);
    await all.user.click(
      within(history).getByRole('button', { name: `Statement for ${formatMonth(month, 'en')}` }),
    );
    await expectStatement();
  });

  it('asks for a month before printing a statement over all months, and offers none for a month not paid', async () => {
    const bookings = (await guestBookings()).filter((b) => received(b) && b.checkinDate);
    const paidOwner = bookings.find((b) => b.transferred)!;
    const monthOf = (b: Booking) => b.checkinDate!.slice(0, 7);
    // A partner's month with bookings earned and none of them paid yet.
    const unpaid = bookings.find(
      (b) =>
        !bookings.some(
          (o) => o.ownerProfileId === b.ownerProfileId && monthOf(o) === monthOf(b) && o.transferred,
        ),
    )!;
    const view = await openEarnings('?month=ALL&size=30');
    const statement = await screen.findByRole('button', {
      name: `Statement of ${paidOwner.ownerFirstName} ${paidOwner.ownerLastName}`,
    });
    expect(statement).toHaveAttribute('aria-disabled', 'true');
    expect(statement).toHaveAccessibleDescription('Choose a month to print its statement');
    view.unmount();

    await openEarnings(`?month=${monthOf(unpaid)}&size=30`);
    expect(
      await screen.findByRole('button', {
        name: `Bookings of ${unpaid.ownerFirstName} ${unpaid.ownerLastName}`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Statement of ${unpaid.ownerFirstName} ${unpaid.ownerLastName}` }),
    ).not.toBeInTheDocument();
  });

  it('shows check-in dates with the Buddhist-era year in Thai, in the table and its CSV, Gregorian in English', async () => {
    const bookings = (await guestBookings()).filter(received);
    const owner = bookings[0];
    const first = bookings.find((b) => b.ownerProfileId === owner.ownerProfileId && b.checkinDate)!;
    const bangkok = new Date(Date.parse(first.checkinDate!) + 7 * 3600 * 1000);
    const dayMonth = `${String(bangkok.getUTCDate()).padStart(2, '0')}/${String(bangkok.getUTCMonth() + 1).padStart(2, '0')}`;
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:earnings-test'),
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const route = `/partner-earnings?month=ALL&partner=${owner.ownerProfileId}`;
      const thai = await renderConsole({ tokens: admin.tokens, route, language: 'th' });
      let dialog = await screen.findByRole('dialog', { name: /ทุกเดือน$/ });
      const buddhist = `${dayMonth}/${bangkok.getUTCFullYear() + 543}`;
      expect(await within(dialog).findByText(buddhist)).toBeInTheDocument();
      expect(dialog).not.toHaveTextContent(/\d{2}\/\d{2}\/20\d{2}/);
      await thai.user.click(within(dialog).getByRole('button', { name: 'ส่งออก CSV' }));
      expect(new TextDecoder().decode(await blobs[0].arrayBuffer())).toContain(buddhist);
      thai.unmount();

      await renderConsole({ tokens: admin.tokens, route, language: 'en' });
      dialog = await screen.findByRole('dialog', { name: /All months$/ });
      expect(await within(dialog).findByText(`${dayMonth}/${bangkok.getUTCFullYear()}`)).toBeInTheDocument();
    } finally {
      click.mockRestore();
    }
  });

  it("gives the focus to the page's heading when a drill-down opened from the address closes", async () => {
    const [owner] = (await guestBookings()).filter(received);
    // The drill-down's totals repeat the page's test ids: the dialog is what is waited for.
    const view = await renderConsole({
      tokens: admin.tokens,
      route: `/partner-earnings?month=ALL&partner=${owner.ownerProfileId}`,
      language: 'en',
    });
    const dialog = await screen.findByRole('dialog', {
      name: `${owner.ownerFirstName} ${owner.ownerLastName} · All months`,
    });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Partner earnings' })).toHaveFocus();
  });

  it('renders missing figures as 0 and an unknown owner by name, without a blank page', async () => {
    const ok = { status: { code: 200, title: '', message: '', description: 'OK', transactionId: '' } };
    sandbox.server.use(
      http.get(`${TEST_API}${BookingPaths.nonAcceptedPayment}`, () =>
        HttpResponse.json({
          ...ok,
          data: [
            {
              bookingId: 'x1',
              period1Status: 'ACCEPT',
              totalPrice: null,
              period1Amount: '900.5',
              commissionAmount: null,
            },
            { bookingId: 'x2', period1Status: 'SUCCESS', ownerProfileId: null, feeAmount: 'abc' },
          ],
        }),
      ),
      http.get(`${TEST_API}${BookingPaths.acceptedPayment}`, () => HttpResponse.json({ ...ok, data: null })),
    );
    await openEarnings('?month=ALL');
    expect(total('bookingCount')).toBe(2);
    expect(total('net')).toBe(900.5);
    expect(screen.getByText('No owner on record')).toBeInTheDocument();
  });

  it('shows the error with Try again when a list fails', async () => {
    sandbox.server.use(http.get(`${TEST_API}${BookingPaths.acceptedPayment}`, () => HttpResponse.error()));
    const view = await renderConsole({
      tokens: admin.tokens,
      route: '/partner-earnings?month=ALL',
      language: 'th',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาดในการโหลดข้อมูล กรุณาลองใหม่อีกครั้ง');
    sandbox.server.resetHandlers();
    await view.user.click(within(alert).getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
  });
});

describe('partner earnings: malformed answers', () => {
  // Broken in everything but what makes it a guest booking of owner-1 with its deposit received.
  const KEPT = ['bookingId', 'ownerProfileId', 'period1Status', 'period1Amount'];
  const FIELDS = Object.keys(malformed.A_GUEST_BOOKING).filter((field) => !KEPT.includes(field));

  it("shows '-' and ฿0 for fields missing, null or of the wrong type; the drill-down and payment details still open", async () => {
    malformed.answerGet(sandbox, BookingPaths.nonAcceptedPayment, [
      ...malformed.brokenCopies(malformed.A_GUEST_BOOKING, 'bookingId', FIELDS),
      ...malformed.JUNK_ENTRIES,
    ]);
    malformed.answerGet(sandbox, BookingPaths.acceptedPayment, null);
    const view = await openEarnings('?month=ALL');
    // Missing and null amounts are 0; numbers sent as text still count.
    expect(total('bookingCount')).toBe(4);
    expect(total('gross')).toBe(10_000);
    expect(total('commission')).toBe(300);
    expect(total('net')).toBe(5_600);
    expect(total('transferred')).toBe(0);
    expect(screen.getByTestId('earnings-total-owed')).toHaveTextContent('฿5,600');
    // The partner's name comes from the first booking, which has none.
    const [row] = (await screen.findAllByRole('row')).slice(1);
    expect(within(row).getByText(/^-$/)).toBeInTheDocument();
    malformed.expectSurvived();

    await view.user.click(within(row).getByRole('button', { name: 'Bookings of -' }));
    const dialog = await screen.findByRole('dialog', { name: '- · All months' });
    const bookingRows = within(dialog).getAllByRole('row').slice(1);
    expect(bookingRows).toHaveLength(4);
    // Booking code, check-in and guest.
    for (const broken of bookingRows.slice(0, 3)) expect(within(broken).getAllByText(/^-$/)).toHaveLength(3);
    expect(bookingRows[3]).toHaveTextContent('BK-GOOD');
    malformed.expectSurvived();
    await view.user.click(within(bookingRows[0]).getByRole('button', { name: 'Payment details of -' }));
    const payments = await screen.findByRole('dialog', { name: 'Payment details · -' });
    expect(await within(payments).findByText('No payment data for this booking')).toBeInTheDocument();
  });

  it('shows ฿0 and no rows for data that is not a list, and the error with Try again for an answer that is not the envelope', async () => {
    malformed.answerGet(sandbox, BookingPaths.nonAcceptedPayment, malformed.NOT_THE_DATA);
    malformed.answerGet(sandbox, BookingPaths.acceptedPayment, { approve: [] });
    const { unmount } = await openEarnings('?month=ALL');
    expect(screen.getByTestId('earnings-total-owed')).toHaveTextContent(/^฿0$/);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    malformed.expectSurvived();
    unmount();

    await malformed.expectErrorThenRecovery(sandbox, BookingPaths.nonAcceptedPayment, {
      open: () =>
        renderConsole({ tokens: admin.tokens, route: '/partner-earnings?month=ALL', language: 'en' }),
      message: 'Error loading data, please try again',
      recovered: () => expect(screen.getAllByRole('row').length).toBeGreaterThan(1),
    });
  });
});

describe('partner earnings in Thai', () => {
  it('heads the actions column with the short word the other tables use, which its width holds', async () => {
    await openEarnings('?month=ALL', 'th');
    const header = screen.getAllByRole('columnheader').at(-1) as HTMLElement;
    // "การดำเนินการ" was cut to "การดำเนิน..." in the 90 px column.
    expect(header).toHaveTextContent(/^จัดการ$/);
    expect(parseFloat(header.style.width || header.style.minWidth)).toBeGreaterThanOrEqual(90);
  });
});
