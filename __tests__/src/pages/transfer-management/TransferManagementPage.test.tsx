import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatBaht } from '../../../../src/lib/format';
import {
  BookingPaths,
  PaymentPaths,
  SearchLimits,
  type Booking,
  type PaymentRecord,
} from '../../../../contract';
import { BOOKINGS_PER_PAGE } from '../../../../src/bookings/bookingSearch';
import { useAdminSession } from '../../../support/adminSession';
import { bookingListRecovery } from '../../../support/bookingScreens';
import * as malformed from '../../../support/malformed';
import { renderConsole } from '../../../support/renderConsole';
import { pngBytes } from '../../../support/imageBytes';
import { useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';

jest.mock('compressorjs', () => jest.requireActual('../../../support/passThroughCompressor'));

// The test DOM's File cannot hold Node's Blob (the environment's): Node's File, as a browser has one kind.
Object.defineProperty(globalThis, 'File', { configurable: true, value: NodeFile });

const sandbox = useSandbox();

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
const jpegFile = (name = 'slip.jpg') => new File([JPEG], name, { type: 'image/jpeg' });
const pdfAsJpg = () =>
  new File([new TextEncoder().encode('%PDF-1.7\n1 0 obj\n')], 'slip.jpg', { type: 'image/jpeg' });

const admin = useAdminSession(sandbox, { perTest: true });
const apiGet = admin.get;
const pendingBookings = () => apiGet<Booking[]>(BookingPaths.nonAcceptedPayment);
const transferredBookings = () => apiGet<Booking[]>(BookingPaths.acceptedPayment);
const recordOf = (path: string, bookingId: string) =>
  apiGet<PaymentRecord>(`${path}?bookingId=${encodeURIComponent(bookingId)}`);

const baht = (value: number) => formatBaht(value, 'en');
/** A failure in the API's envelope, with its HTTP code. */
const failedAnswer = (code: number, description: string, title = 'Error', message = '') =>
  HttpResponse.json(
    { status: { code, title, message, description, transactionId: '' }, data: null },
    { status: code },
  );
const round2 = (value: number) => Math.round(value * 100) / 100;

async function openPage(route = '/transfer-management', language: 'th' | 'en' = 'en') {
  const view = await renderConsole({ tokens: admin.tokens, route, language });
  await waitFor(() => expect(screen.getByTestId('tab-count-transferred')).not.toHaveTextContent('…'));
  await waitFor(() => expect(screen.getByTestId('tab-count-pending')).not.toHaveTextContent('…'));
  return view;
}

const cardOf = (bookingId: string) =>
  screen.getAllByTestId('booking-card').find((card) => card.getAttribute('data-booking-id') === bookingId) ??
  null;

/** The address of the page of cards that holds `booking` in `list` (as the API orders it). */
const pageWith = (list: Booking[], booking: Booking, route = '/transfer-management') => {
  const page =
    Math.floor(list.findIndex((listed) => listed.bookingId === booking.bookingId) / BOOKINGS_PER_PAGE) + 1;
  return page > 1 ? `${route}?page=${page}` : route;
};

async function openDetails(view: Awaited<ReturnType<typeof openPage>>, booking: Booking) {
  const card = cardOf(booking.bookingId);
  if (!card) throw new Error(`No card for ${booking.bookingCode}`);
  await view.user.click(within(card).getByRole('button', { name: `View details of ${booking.bookingCode}` }));
  const dialog = await screen.findByRole('dialog', { name: `Payment details · ${booking.bookingCode}` });
  await within(dialog).findByTestId('payment-section-booking');
  return dialog;
}

/** A pending booking whose deposit is accepted, with a positive transfer amount: one that can be paid. */
async function payableBooking(): Promise<Booking> {
  const bookings = await pendingBookings();
  const found = bookings.find(
    (booking) =>
      booking.period1Status === 'ACCEPT' &&
      booking.status !== 'CANCEL' &&
      (booking.period1Amount ?? 0) - (booking.commissionAmount ?? 0) - (booking.feeAmount ?? 0) > 0,
  );
  if (!found) throw new Error('The seed has no payable booking.');
  return found;
}

describe('transfer management: the lists', () => {
  it('loads both lists together and shows each count on its tab', async () => {
    const [pending, transferred] = [await pendingBookings(), await transferredBookings()];
    expect(pending.length).toBeGreaterThan(0);
    expect(transferred.length).toBeGreaterThan(0);
    sandbox.requests.length = 0;
    await openPage();
    expect(sandbox.count(BookingPaths.nonAcceptedPayment, 'GET')).toBe(1);
    expect(sandbox.count(BookingPaths.acceptedPayment, 'GET')).toBe(1);
    expect(screen.getByRole('tab', { name: /Pending transfer/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('tab-count-pending')).toHaveTextContent(String(pending.length));
    expect(screen.getByTestId('tab-count-transferred')).toHaveTextContent(String(transferred.length));
    expect(screen.getAllByTestId('booking-card')).toHaveLength(Math.min(pending.length, BOOKINGS_PER_PAGE));
  });

  it('shows the cards a page at a time, the page in the address, back to the first on another tab or search', async () => {
    const pending = await pendingBookings();
    const pages = Math.ceil(pending.length / BOOKINGS_PER_PAGE);
    expect(pages).toBeGreaterThanOrEqual(3);
    const view = await openPage();
    const cards = () => screen.getAllByTestId('booking-card');
    expect(cards()).toHaveLength(BOOKINGS_PER_PAGE);
    expect(
      screen.getByText(`Showing 1 to ${BOOKINGS_PER_PAGE} of ${pending.length} entries`),
    ).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(view.router.state.location.search).toBe('?page=2');
    expect(cards()[0]).toHaveAttribute('data-booking-id', pending[BOOKINGS_PER_PAGE].bookingId);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(view.router.state.location.search).toBe('?page=3');
    await view.user.click(screen.getByRole('button', { name: 'Previous page' }));
    await view.user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(view.router.state.location.search).toBe('');
    expect(cards()[0]).toHaveAttribute('data-booking-id', pending[0].bookingId);

    // Past the last page (a shared link, a list that shrank): the last page.
    await act(() => view.router.navigate('/transfer-management?page=999'));
    const last = pending.length - (pages - 1) * BOOKINGS_PER_PAGE;
    expect(cards()).toHaveLength(last);
    expect(cards()[last - 1]).toHaveAttribute('data-booking-id', pending[pending.length - 1].bookingId);

    await act(() => view.router.navigate('/transfer-management?page=2'));
    await view.user.click(screen.getByRole('tab', { name: /Transferred/ }));
    expect(view.router.state.location.search).toBe('?tab=transferred');

    await act(() => view.router.navigate('/transfer-management?page=2'));
    await view.user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'a');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.router.state.location.search).toBe('?keyword=a');
  });

  it("shows a card's fields: code, badge, place, type code, customer and the three prices", async () => {
    const booking = (await pendingBookings()).find((item) => item.status === 'CONFIRM' && item.firstName);
    if (!booking) throw new Error('No CONFIRM booking in the seed.');
    await openPage();
    const card = cardOf(booking.bookingId);
    if (!card) throw new Error('No card');
    const inCard = within(card);
    expect(inCard.getByRole('heading', { level: 3 })).toHaveTextContent(booking.bookingCode ?? '');
    expect(inCard.getByTestId('booking-status')).toHaveTextContent('Payment 1');
    expect(card).toHaveTextContent(`${booking.propertyName} · ${booking.propertyTypeName}`);
    expect(card).toHaveTextContent(`Room type code ${booking.propertyTypeCode}`);
    expect(card).toHaveTextContent(`${booking.firstName} ${booking.lastName}`);
    expect(inCard.getByTestId('detail-packagePrice')).toHaveTextContent(baht(booking.packagePrice ?? 0));
    expect(inCard.getByTestId('detail-totalPrice')).toHaveTextContent(baht(booking.totalPrice ?? 0));
    expect(inCard.getByTestId('detail-earnestMoney')).toHaveTextContent(baht(booking.earnestMoney ?? 0));
    expect(baht(12500)).toBe('฿12,500');
  });

  it('shows every booking status on the cards: unpaid as a warning, cancelled in neutral', async () => {
    const pending = await pendingBookings();
    for (const [status, label, colour] of [
      ['PENDING', 'Pending', 'Warning'],
      ['CANCEL', 'Cancelled', 'Default'],
    ] as const) {
      const booking = pending.find((item) => item.status === status);
      if (!booking) throw new Error(`No ${status} booking in the seed.`);
      const view = await openPage(pageWith(pending, booking));
      const badge = within(cardOf(booking.bookingId) as HTMLElement).getByTestId('booking-status');
      expect(badge).toHaveTextContent(label);
      expect(badge).toHaveClass(`MuiChip-color${colour}`, 'MuiChip-outlined');
      view.unmount();
    }
  });

  it('narrows the pending tab by booking status, ready to pay included, with what is still owed for what it shows', async () => {
    const pending = await pendingBookings();
    const satang = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
    const transferOf = (booking: Booking) =>
      satang(booking.period1Amount) - satang(booking.commissionAmount) - satang(booking.feeAmount);
    // Owed: deposit verified, not cancelled, and something to transfer (a deposit short of the fees is not owed).
    const isOwed = (booking: Booking) =>
      (booking.period1Status === 'ACCEPT' || booking.period1Status === 'SUCCESS') &&
      booking.status !== 'CANCEL' &&
      transferOf(booking) > 0;
    const owedFor = (list: Booking[]) =>
      list.filter(isOwed).reduce((sum, booking) => sum + transferOf(booking), 0) / 100;
    const ready = pending.filter(isOwed);
    // The seed has deposits that do not cover the fees: left out of those ready to pay.
    expect(
      pending.some(
        (booking) =>
          booking.status !== 'CANCEL' && booking.period1Status === 'ACCEPT' && transferOf(booking) <= 0,
      ),
    ).toBe(true);
    const cancelled = pending.filter((booking) => booking.status === 'CANCEL');
    expect(ready.length).toBeGreaterThan(0);
    expect(cancelled.some((booking) => booking.period1Status === 'ACCEPT')).toBe(true);
    const cards = () => screen.getAllByTestId('booking-card');

    const view = await openPage('/transfer-management?bookingStatus=READY');
    expect(screen.getByRole('combobox', { name: 'Booking status' })).toHaveTextContent(
      'Ready to pay (deposit verified)',
    );
    expect(cards()).toHaveLength(Math.min(ready.length, BOOKINGS_PER_PAGE));
    expect(cards()[0]).toHaveAttribute('data-booking-id', ready[0].bookingId);
    expect(screen.getByTestId('pending-shown-count')).toHaveTextContent(`${ready.length} bookings shown`);
    const owed = screen.getByTestId('pending-owed');
    expect(Number(owed.getAttribute('data-amount'))).toBe(owedFor(ready));
    expect(owed).toHaveTextContent(`Still owed to partners: ${baht(owedFor(ready))}`);

    // Applied on the screen as soon as it is picked, kept in the address; no search is sent.
    sandbox.requests.length = 0;
    await view.user.click(screen.getByRole('combobox', { name: 'Booking status' }));
    await view.user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    expect(view.router.state.location.search).toBe('?bookingStatus=CANCEL');
    expect(cards()).toHaveLength(Math.min(cancelled.length, BOOKINGS_PER_PAGE));
    for (const card of cards())
      expect(within(card).getByTestId('booking-status')).toHaveTextContent('Cancelled');
    // A cancelled booking is not paid out, even with its deposit verified.
    expect(screen.getByTestId('pending-owed')).toHaveAttribute('data-amount', '0');
    expect(sandbox.count(BookingPaths.nonAcceptedPaymentSearch)).toBe(0);

    // Every booking: what is owed is still only for those ready to pay.
    await view.user.click(screen.getByRole('combobox', { name: 'Booking status' }));
    await view.user.click(await screen.findByRole('option', { name: 'All' }));
    expect(view.router.state.location.search).toBe('');
    expect(screen.getByTestId('pending-shown-count')).toHaveTextContent(`${pending.length} bookings shown`);
    expect(Number(screen.getByTestId('pending-owed').getAttribute('data-amount'))).toBe(owedFor(pending));

    // Clear turns it off with the other filters.
    await act(() => view.router.navigate('/transfer-management?bookingStatus=PENDING&keyword=a'));
    await view.user.click(screen.getAllByRole('button', { name: 'Clear' })[0]);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Booking status' })).toHaveTextContent('All');
  });

  it('shows one colour per status on the card, in the booking detail and in the payment details', async () => {
    const pending = await pendingBookings();
    for (const [status, colour] of [
      ['SUCCESS', 'Success'],
      ['CONFIRM', 'Info'],
    ] as const) {
      const booking = pending.find((item) => item.status === status && item.period1Status === 'ACCEPT');
      if (!booking) throw new Error(`No ${status} booking in the seed.`);
      const view = await openPage(pageWith(pending, booking));
      const card = cardOf(booking.bookingId) as HTMLElement;
      expect(within(card).getByTestId('booking-status')).toHaveClass(`MuiChip-color${colour}`);

      await view.user.click(
        within(card).getByRole('button', { name: `Booking and slip of ${booking.bookingCode}` }),
      );
      const detail = await screen.findByRole('dialog', { name: `Booking ${booking.bookingCode}` });
      expect(within(detail).getByTestId('booking-detail-status')).toHaveClass(`MuiChip-color${colour}`);
      await view.user.click(within(detail).getAllByRole('button', { name: 'Close' })[0]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const payments = await openDetails(view, booking);
      expect(within(payments).getByTestId('payment-booking-status')).toHaveClass(`MuiChip-color${colour}`);
      view.unmount();
    }
  });

  it('switches to the transferred tab and keeps it in the address', async () => {
    const transferred = await transferredBookings();
    const view = await openPage();
    await view.user.click(screen.getByRole('tab', { name: /Transferred/ }));
    expect(view.router.state.location.search).toBe('?tab=transferred');
    expect(screen.getAllByTestId('booking-card')).toHaveLength(
      Math.min(transferred.length, BOOKINGS_PER_PAGE),
    );
    expect(within(screen.getByRole('tabpanel')).getAllByTestId('booking-card')[0]).toHaveAttribute(
      'data-booking-id',
      transferred[0].bookingId,
    );
  });

  it('keeps what is typed in the filters, not yet searched, across another page or tab', async () => {
    const view = await openPage();
    await view.user.type(screen.getByRole('textbox', { name: 'Booking code' }), 'PV-2026');
    await view.user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(view.router.state.location.search).toBe('?page=2');
    await view.user.click(screen.getByRole('tab', { name: /Transferred/ }));
    expect(view.router.state.location.search).toBe('?tab=transferred');
    expect(screen.getByRole('textbox', { name: 'Booking code' })).toHaveValue('PV-2026');
    // A filter changed in the address (back, a link) still shows in the fields.
    await act(() => view.router.navigate('/transfer-management?keyword=villa'));
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('villa');
    expect(screen.getByRole('textbox', { name: 'Booking code' })).toHaveValue('');
  });

  it('searches with trimmed values, empty ones omitted, and keeps the filters in the address', async () => {
    const booking = (await pendingBookings())[0];
    const view = await openPage();
    sandbox.requests.length = 0;
    await view.user.type(
      screen.getByRole('textbox', { name: 'Booking code' }),
      `   ${booking.bookingCode}   `,
    );
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByTestId('booking-card')).toHaveLength(1));
    expect(cardOf(booking.bookingId)).not.toBeNull();
    expect(view.router.state.location.search).toBe(`?bookingCode=${booking.bookingCode}`);
    const searches = sandbox.requests.filter(
      (request) => request.path === BookingPaths.nonAcceptedPaymentSearch,
    );
    expect(searches).toHaveLength(1);
    expect(sandbox.count(BookingPaths.acceptedPaymentSearch)).toBe(1);
    expect(sandbox.count(BookingPaths.nonAcceptedPayment)).toBe(0);
  });

  it('filters by the period 1 status from the address and shows the filter in the fields', async () => {
    const accepted = (await pendingBookings()).filter((booking) => booking.period1Status === 'ACCEPT');
    await openPage('/transfer-management?status=ACCEPT&keyword=%20');
    expect(screen.getAllByTestId('booking-card')).toHaveLength(Math.min(accepted.length, BOOKINGS_PER_PAGE));
    expect(screen.getByRole('combobox', { name: 'Deposit status' })).toHaveTextContent('Accepted');
  });

  it('all filters empty is a plain reload, not a search; Clear goes back to the plain lists', async () => {
    const view = await openPage('/transfer-management?keyword=nothing-matches-this');
    expect(await screen.findByText('No search results')).toBeInTheDocument();
    sandbox.requests.length = 0;
    await view.user.click(screen.getAllByRole('button', { name: 'Clear' })[0]);
    await waitFor(() => expect(screen.getAllByTestId('booking-card').length).toBeGreaterThan(0));
    expect(view.router.state.location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
    expect(sandbox.count(BookingPaths.nonAcceptedPaymentSearch)).toBe(0);

    sandbox.requests.length = 0;
    await view.user.type(screen.getByRole('textbox', { name: 'Keyword' }), '    ');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.router.state.location.search).toBe('');
    expect(sandbox.count(BookingPaths.nonAcceptedPaymentSearch)).toBe(0);
    // Still a plain reload: both lists are fetched again, so new payments show (spec section 5).
    await waitFor(() => expect(sandbox.count(BookingPaths.nonAcceptedPayment)).toBe(1));
    expect(sandbox.count(BookingPaths.acceptedPayment)).toBe(1);
    // A list still loading is not asked again (RTK Query skips a pending query), so Clear
    // waits for this reload to finish, as an admin would see Refresh enabled again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());

    sandbox.requests.length = 0;
    await view.user.click(screen.getAllByRole('button', { name: 'Clear' })[0]);
    await waitFor(() => expect(sandbox.count(BookingPaths.nonAcceptedPayment)).toBe(1));
    expect(sandbox.count(BookingPaths.acceptedPayment)).toBe(1);
  });

  it('tells when the lists were last loaded, and Refresh loads them again', async () => {
    const view = await openPage();
    const updated = screen.getByTestId('list-updated');
    expect(updated).toHaveTextContent(/^Updated \d{2}:\d{2}:\d{2}$/);
    sandbox.requests.length = 0;
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(sandbox.count(BookingPaths.nonAcceptedPayment)).toBe(1));
    expect(sandbox.count(BookingPaths.acceptedPayment)).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
  });

  it('cuts a keyword and a booking code from the address to the limits before they are sent', async () => {
    const view = await openPage(
      `/transfer-management?keyword=${'x'.repeat(300)}&bookingCode=${'B'.repeat(80)}`,
    );
    expect(await screen.findByText('No search results')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred during search. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('x'.repeat(SearchLimits.keyword));
    expect(screen.getByRole('textbox', { name: 'Booking code' })).toHaveValue(
      'B'.repeat(SearchLimits.bookingCode),
    );
    const sent = sandbox.requests.filter((seen) => seen.path === BookingPaths.nonAcceptedPaymentSearch);
    expect(sent.length).toBeGreaterThan(0);
    for (const seen of sent) {
      expect(seen.query.get('keyword')).toHaveLength(SearchLimits.keyword);
      expect(seen.query.get('bookingCode')).toHaveLength(SearchLimits.bookingCode);
    }
    expect(view.router.state.location.search).toContain('keyword=');
  });

  it('shows the full-page error with Try again when a list fails, and recovers', async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${BookingPaths.acceptedPayment}`, () =>
        failedAnswer(500, 'INTERNAL_ERROR', 'x', 'x'),
      ),
    );
    const view = await renderConsole({ tokens: admin.tokens, route: '/transfer-management', language: 'th' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาดในการโหลดข้อมูล กรุณาลองใหม่อีกครั้ง');
    expect(screen.queryByRole('dialog')).toBeNull();
    sandbox.server.resetHandlers();
    await view.user.click(within(alert).getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    await waitFor(() => expect(screen.getAllByTestId('booking-card').length).toBeGreaterThan(0));
  });

  it('shows the search error when a search fails', async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${BookingPaths.nonAcceptedPaymentSearch}`, () => HttpResponse.error()),
    );
    await renderConsole({
      tokens: admin.tokens,
      route: '/transfer-management?keyword=villa',
      language: 'th',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาดในการค้นหา กรุณาลองใหม่อีกครั้ง');
    expect(screen.queryAllByTestId('booking-card')).toHaveLength(0);
  });

  it("renders a malformed answer as '-' and ฿0, never a blank page", async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${BookingPaths.nonAcceptedPayment}`, () =>
        HttpResponse.json({
          status: { code: 200, title: '', message: '', description: 'OK', transactionId: '' },
          data: [
            { bookingId: 'broken-1', bookingCode: null, status: 42, packagePrice: 'abc', totalPrice: null },
            { bookingId: 'broken-2' },
            null,
            'junk',
          ],
        }),
      ),
      http.get(`${TEST_API}${BookingPaths.acceptedPayment}`, () =>
        HttpResponse.json({
          status: { code: 200, title: '', message: '', description: 'OK', transactionId: '' },
          data: null,
        }),
      ),
    );
    await openPage();
    const cards = screen.getAllByTestId('booking-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { level: 3 })).toHaveTextContent('-');
    expect(within(cards[0]).getByTestId('detail-packagePrice')).toHaveTextContent('฿0');
    expect(within(cards[1]).getByTestId('detail-earnestMoney')).toHaveTextContent('฿0');
    expect(cards[1]).toHaveTextContent('- · -');
    expect(screen.getByTestId('tab-count-transferred')).toHaveTextContent('0');
  });
});

describe('transfer management: answers wrong as a whole', () => {
  it('shows empty tabs for data that is not a list, and the full-page error for an answer that is not the envelope', async () => {
    malformed.answerGet(sandbox, BookingPaths.nonAcceptedPayment, malformed.NOT_THE_DATA);
    malformed.answerGet(sandbox, BookingPaths.acceptedPayment, { bookings: [] });
    const { unmount } = await openPage();
    expect(screen.getByTestId('tab-count-pending')).toHaveTextContent(/^0$/);
    expect(screen.getByTestId('tab-count-transferred')).toHaveTextContent(/^0$/);
    expect(screen.getByText('No booking data: every partner has been paid.')).toBeInTheDocument();
    malformed.expectSurvived();
    unmount();

    const recovery = bookingListRecovery(admin.tokens, '/transfer-management');
    await malformed.expectErrorThenRecovery(sandbox, BookingPaths.acceptedPayment, recovery);
  });
});

describe('transfer management: malformed bookings', () => {
  it("shows broken bookings as '-' and ฿0 (a number as text is read), and a transferred list that is null as an empty tab", async () => {
    malformed.answerGet(sandbox, BookingPaths.nonAcceptedPayment, [
      ...malformed.brokenCopies(malformed.A_GUEST_BOOKING, 'bookingId'),
      ...malformed.JUNK_ENTRIES,
    ]);
    malformed.answerGet(sandbox, BookingPaths.acceptedPayment, null);
    const view = await openPage();
    expect(screen.getByTestId('tab-count-pending')).toHaveTextContent(/^4$/);
    expect(screen.getByTestId('tab-count-transferred')).toHaveTextContent(/^0$/);
    const cards = screen.getAllByTestId('booking-card');
    expect(cards).toHaveLength(4);
    const prices = (card: HTMLElement) =>
      ['detail-packagePrice', 'detail-totalPrice', 'detail-earnestMoney'].map(
        (field) => within(card).getByTestId(field).textContent,
      );
    // Missing, null and mistyped: no code, no place, no type code, no badge.
    for (const broken of cards.slice(0, 3)) {
      expect(within(broken).getByRole('heading', { level: 3 })).toHaveTextContent(/^-$/);
      expect(broken).toHaveTextContent('- · -');
      expect(broken).toHaveTextContent('Room type code -');
      expect(within(broken).queryByTestId('booking-status')).not.toBeInTheDocument();
    }
    for (const missing of cards.slice(0, 2)) expect(prices(missing)).toEqual(['฿0', '฿0', '฿0']);
    expect(prices(cards[2])).toEqual(['฿4,500', '฿5,000', '฿1,500']);
    expect(within(cards[3]).getByRole('heading', { level: 3 })).toHaveTextContent(/^BK-GOOD$/);
    expect(prices(cards[3])).toEqual(['฿4,500', '฿5,000', '฿1,500']);
    malformed.expectSurvived();

    // Still working: the other tab.
    await view.user.click(screen.getByRole('tab', { name: /Transferred/ }));
    expect(await screen.findByText('No booking data: no transfer has been made yet.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('booking-card')).toHaveLength(0);
    malformed.expectSurvived();
  });
});

describe('transfer management: the payment details', () => {
  it('shows the booking, prices, fees, both periods, the owner and the transfer amount from the sandbox', async () => {
    const booking = await payableBooking();
    const record = await recordOf(PaymentPaths.withPackagePrice, booking.bookingId);
    const details = record.bookingDetails;
    const [period1, period2] = record.paymentDetails;
    const view = await openPage();
    sandbox.requests.length = 0;
    const dialog = await openDetails(view, booking);
    expect(sandbox.count(PaymentPaths.withPackagePrice)).toBe(1);
    const inDialog = within(dialog);
    expect(inDialog.getByTestId('detail-bookingCode')).toHaveTextContent(details.bookingCode ?? '');
    expect(inDialog.getByTestId('detail-customer')).toHaveTextContent(
      `${details.firstName} ${details.lastName}`,
    );
    expect(inDialog.getByTestId('detail-checkin')).toHaveTextContent(/\d{4}$/);
    expect(inDialog.getByTestId('detail-phone')).toHaveTextContent(details.phoneNumber ?? '-');
    expect(inDialog.getByTestId('detail-packagePrice')).toHaveTextContent(baht(details.packagePrice ?? 0));
    expect(inDialog.getByTestId('detail-extraBedPrice')).toHaveTextContent(baht(details.extraBedPrice ?? 0));
    expect(inDialog.getByTestId('detail-totalPrice')).toHaveTextContent(
      baht((details.packagePrice ?? 0) + (details.extraBedPrice ?? 0)),
    );
    expect(inDialog.getByText('Commission (10 %)')).toBeInTheDocument();
    expect(inDialog.getByTestId('detail-commission')).toHaveTextContent(baht(details.commissionAmount ?? 0));
    expect(inDialog.getByTestId('detail-fee')).toHaveTextContent(baht(details.feeAmount ?? 0));
    const fees = round2((details.commissionAmount ?? 0) + (details.feeAmount ?? 0));
    expect(inDialog.getByTestId('detail-totalFees')).toHaveTextContent(baht(fees));
    expect(inDialog.getByTestId('detail-period1-amount')).toHaveTextContent(baht(period1.amount ?? 0));
    expect(inDialog.getByTestId('detail-period2-amount')).toHaveTextContent(baht(period2.amount ?? 0));
    expect(inDialog.getByTestId('detail-period1-method')).toHaveTextContent('Bank transfer');
    expect(inDialog.getByTestId('period-1-status')).toHaveTextContent('Verified');
    expect(inDialog.getByTestId('period-2-status')).toHaveTextContent('Payment 2 pending');
    expect(inDialog.getByTestId('detail-ownerName')).toHaveTextContent(booking.ownerFirstName ?? '');
    const transfer = inDialog.getByTestId('transfer-amount');
    expect(transfer).toHaveTextContent(baht(round2((period1.amount ?? 0) - fees)));
    expect(transfer).toHaveAttribute('data-amount', String(round2((period1.amount ?? 0) - fees)));
    expect(inDialog.getByTestId('transfer-period1')).toHaveTextContent(baht(period1.amount ?? 0));
    expect(inDialog.getByTestId('slip-upload-box')).toBeInTheDocument();
  });

  it('refuses a missing file and a PDF renamed .jpg before any call', async () => {
    const booking = await payableBooking();
    const view = await openPage('/transfer-management', 'th');
    const card = cardOf(booking.bookingId) as HTMLElement;
    await view.user.click(within(card).getByRole('button', { name: `ดูรายละเอียด ${booking.bookingCode}` }));
    const dialog = await screen.findByRole('dialog');
    const upload = await within(dialog).findByRole('button', { name: /^อัปโหลดสลิป/ });
    sandbox.requests.length = 0;
    await view.user.click(upload);
    expect(within(dialog).getByTestId('slip-problem')).toHaveTextContent('กรุณาเลือกไฟล์ก่อนทำการอัปโหลด');

    await view.user.upload(within(dialog).getByTestId('slip-file-input'), pdfAsJpg());
    expect(await within(dialog).findByText('อัปโหลดได้เฉพาะรูปภาพ JPG หรือ PNG เท่านั้น')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('slip-preview')).toBeNull();
    await view.user.click(upload);
    expect(within(dialog).getByTestId('slip-problem')).toHaveTextContent('กรุณาเลือกไฟล์ก่อนทำการอัปโหลด');
    expect(sandbox.count(PaymentPaths.transferSlipToPartner)).toBe(0);
  });

  it("takes a phone photo over the API's 5 MB: compressed first, what is sent is under 1 MB", async () => {
    const booking = await payableBooking();
    const view = await openPage();
    const dialog = await openDetails(view, booking);
    const photo = new Uint8Array(8 * 1024 * 1024);
    photo.set(JPEG);
    sandbox.requests.length = 0;
    await view.user.upload(
      within(dialog).getByTestId('slip-file-input'),
      new File([photo], 'IMG_0001.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByTestId('slip-preview')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('slip-problem')).toBeNull();
    const sent = new Promise<number>((resolve) =>
      sandbox.server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname === PaymentPaths.transferSlipToPartner)
          void request
            .clone()
            .arrayBuffer()
            .then((body) => resolve(body.byteLength));
      }),
    );
    await view.user.click(within(dialog).getByRole('button', { name: /^Upload slip/ }));
    expect(await sent).toBeLessThan(1024 * 1024);
    expect(await within(dialog).findByTestId('slip-uploaded')).toBeInTheDocument();
  });

  it('uploads the slip: preview, success, the dialog closes after 500 ms, the booking moves to transferred', async () => {
    const booking = await payableBooking();
    const before = {
      pending: (await pendingBookings()).length,
      transferred: (await transferredBookings()).length,
    };
    const view = await openPage();
    const dialog = await openDetails(view, booking);
    await view.user.upload(within(dialog).getByTestId('slip-file-input'), jpegFile());
    expect(await within(dialog).findByTestId('slip-preview')).toBeInTheDocument();
    expect(within(dialog).getByTestId('slip-sizes')).toHaveTextContent('slip.jpg');
    sandbox.requests.length = 0;
    await view.user.click(within(dialog).getByRole('button', { name: /^Upload slip/ }));
    expect(await within(dialog).findByTestId('slip-uploaded')).toHaveTextContent(
      'Slip uploaded successfully',
    );
    const uploadCall = sandbox.requests.find(
      (request) => request.path === PaymentPaths.transferSlipToPartner,
    );
    expect(uploadCall?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(within(dialog).getByTestId('transfer-slip-image')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The console's notice confirms it after the dialog has gone, as every change.
    // (The snackbar's code loads with the first notice.)
    expect(await screen.findByTestId('notice')).toHaveTextContent('Slip uploaded successfully');

    const stored = sandbox.app.db
      .prepare('SELECT admin_transfer_slip_id FROM payments WHERE booking_id = ? AND period = 1')
      .pluck()
      .get(booking.bookingId);
    expect(stored).toEqual(expect.any(String));
    await waitFor(() =>
      expect(screen.getByTestId('tab-count-pending')).toHaveTextContent(String(before.pending - 1)),
    );
    expect(screen.getByTestId('tab-count-transferred')).toHaveTextContent(String(before.transferred + 1));
    expect(cardOf(booking.bookingId)).toBeNull();
    await view.user.click(screen.getByRole('tab', { name: /Transferred/ }));
    expect(cardOf(booking.bookingId)).not.toBeNull();

    // Opened from the transferred tab: the all-payments lookup, and the slip in place of the box.
    sandbox.requests.length = 0;
    const again = await openDetails(view, booking);
    expect(sandbox.count(PaymentPaths.all)).toBe(1);
    expect(within(again).queryByTestId('slip-upload-box')).toBeNull();
    expect(within(again).getByTestId('transfer-slip-image')).toHaveAttribute(
      'src',
      expect.stringContaining(String(stored)),
    );
  });

  it('sends a small screenshot as it is, its one size in kB, when compressing would not make it smaller', async () => {
    const booking = await payableBooking();
    const view = await openPage();
    const dialog = await openDetails(view, booking);
    const screenshot = new File([pngBytes({ size: 3482 })], 'slip.png', { type: 'image/png' });
    await view.user.upload(within(dialog).getByTestId('slip-file-input'), screenshot);
    expect(await within(dialog).findByTestId('slip-sizes')).toHaveTextContent(
      'slip.png: 3.4 kB, sent as it is (compressing would not make it smaller)',
    );
    await view.user.click(within(dialog).getByRole('button', { name: /^Upload slip/ }));
    expect(await within(dialog).findByTestId('slip-uploaded')).toBeInTheDocument();
    const stored = sandbox.app.db
      .prepare(
        `SELECT i.mime, length(i.bytes) AS size FROM payments p JOIN images i ON i.image_id = p.admin_transfer_slip_id
          WHERE p.booking_id = ? AND p.period = 1`,
      )
      .get(booking.bookingId);
    expect(stored).toEqual({ mime: 'image/png', size: screenshot.size });
  });

  it('says why when the upload fails, and leaves the booking where it was', async () => {
    const booking = await payableBooking();
    sandbox.server.use(
      http.post(`${TEST_API}${PaymentPaths.transferSlipToPartner}`, () =>
        failedAnswer(409, 'CONFLICT', 'Conflict', 'the partner has already been paid'),
      ),
    );
    const view = await openPage();
    const dialog = await openDetails(view, booking);
    await view.user.upload(within(dialog).getByTestId('slip-file-input'), jpegFile());
    await within(dialog).findByTestId('slip-preview');
    await view.user.click(within(dialog).getByRole('button', { name: /^Upload slip/ }));
    const outcome = await within(dialog).findByTestId('slip-outcome');
    expect(outcome).toHaveTextContent('Error uploading slip, please try again');
    expect(outcome).toHaveTextContent('the partner has already been paid');
    // No alert dialog over it, the preview still there to try again, the booking still pending.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByTestId('slip-preview')).toBeInTheDocument();
    expect(cardOf(booking.bookingId)).not.toBeNull();
    const stored = sandbox.app.db
      .prepare('SELECT admin_transfer_slip_id FROM payments WHERE booking_id = ? AND period = 1')
      .pluck()
      .get(booking.bookingId);
    expect(stored).toBeNull();
  });

  it('cannot be closed while the slip uploads, so the failure is seen', async () => {
    const booking = await payableBooking();
    // The upload hangs until released, then fails as a server error would.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(
      http.post(`${TEST_API}${PaymentPaths.transferSlipToPartner}`, async () => {
        await released;
        return failedAnswer(500, 'ERROR');
      }),
    );
    const view = await openPage();
    const dialog = await openDetails(view, booking);
    await view.user.upload(within(dialog).getByTestId('slip-file-input'), jpegFile());
    await within(dialog).findByTestId('slip-preview');
    const upload = within(dialog).getByRole('button', { name: /^Upload slip/ });
    await view.user.click(upload);
    await waitFor(() => expect(upload).toHaveAttribute('aria-busy', 'true'));

    // Escape from within the dialog, the ✕ and Close: it is still open once a close would have faded out.
    await view.user.click(
      within(dialog).getByRole('region', { name: `Payment details · ${booking.bookingCode}` }),
    );
    await view.user.keyboard('{Escape}');
    const [closeIcon, closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
    // Disabled buttons take no pointer (user-event refuses); a click dispatched anyway must not close either.
    for (const close of [closeIcon, closeButton]) fireEvent.click(close);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(closeIcon).toBeDisabled();
    expect(closeButton).toBeDisabled();

    release();
    expect(await within(dialog).findByTestId('slip-outcome')).toHaveTextContent(
      'Error uploading slip, please try again',
    );
    // The failure and the mutation's settled state can reach the screen in separate renders.
    await waitFor(() => expect(closeButton).toBeEnabled());
    await view.user.click(closeButton);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('flags a zero or negative transfer amount and asks for a check before the upload', async () => {
    const pending = await pendingBookings();
    const flagged = pending.filter(
      (booking) =>
        booking.period1Status === 'ACCEPT' &&
        booking.status !== 'CANCEL' &&
        round2((booking.period1Amount ?? 0) - (booking.commissionAmount ?? 0) - (booking.feeAmount ?? 0)) <=
          0,
    );
    expect(flagged.length).toBeGreaterThanOrEqual(2);
    const view = await openPage();
    for (const booking of flagged) {
      await act(() => view.router.navigate(pageWith(pending, booking)));
      const dialog = await openDetails(view, booking);
      const amount = Number(within(dialog).getByTestId('transfer-amount').getAttribute('data-amount'));
      expect(amount).toBeLessThanOrEqual(0);
      expect(within(dialog).getByTestId('transfer-flag')).toHaveTextContent(
        amount < 0 ? 'does not cover the fees' : 'only covers the fees',
      );
      const upload = within(dialog).getByRole('button', { name: /^Upload slip/ });
      expect(upload).toBeDisabled();
      await view.user.click(
        within(dialog).getByRole('checkbox', { name: /I have checked the transfer amount/ }),
      );
      expect(upload).toBeEnabled();
      await view.user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('says plainly that a cancelled booking is not paid out, even with its deposit verified', async () => {
    const pending = await pendingBookings();
    const booking = pending.find((item) => item.status === 'CANCEL' && item.period1Status === 'ACCEPT');
    if (!booking) throw new Error('No cancelled booking with a verified deposit.');
    const view = await openPage(pageWith(pending, booking));
    const dialog = await openDetails(view, booking);
    const inDialog = within(dialog);
    expect(inDialog.getByTestId('payment-booking-status')).toHaveTextContent('Cancelled');
    expect(inDialog.getByTestId('transfer-cancelled')).toHaveTextContent(
      'Cancelled booking: not paid outThis booking was cancelled, so the partner is not paid for it and no transfer is made.',
    );
    // No amount to transfer, no upload, no "once verified".
    expect(inDialog.queryByTestId('transfer-amount')).toBeNull();
    expect(inDialog.queryByTestId('transfer-not-ready')).toBeNull();
    expect(inDialog.queryByTestId('slip-upload-box')).toBeNull();
    expect(inDialog.queryByRole('button', { name: /^Upload slip/ })).toBeNull();
  });

  it('disables the upload with the reason while the deposit is not verified', async () => {
    const booking = (await pendingBookings()).find(
      (item) => item.period1Status === 'PENDING' && item.status !== 'CANCEL',
    );
    if (!booking) throw new Error('No booking with a pending deposit.');
    const view = await openPage();
    const dialog = await openDetails(view, booking);
    expect(within(dialog).getByTestId('transfer-not-ready')).toHaveTextContent(
      'is not verified yet (status: Pending)',
    );
    expect(within(dialog).getByRole('button', { name: /^Upload slip/ })).toBeDisabled();
    expect(within(dialog).queryByTestId('slip-file-input')).toBeNull();
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    [
      'a 500 in the API envelope',
      () => failedAnswer(500, 'INTERNAL_ERROR', 'เกิดข้อผิดพลาด', 'ระบบไม่สามารถดำเนินการได้'),
    ],
  ])('clears the details and shows the empty state when the lookup fails: %s', async (_what, fail) => {
    const booking = await payableBooking();
    sandbox.server.use(http.get(`${TEST_API}${PaymentPaths.withPackagePrice}`, fail));
    const view = await openPage('/transfer-management', 'th');
    const card = cardOf(booking.bookingId) as HTMLElement;
    await view.user.click(within(card).getByRole('button', { name: `ดูรายละเอียด ${booking.bookingCode}` }));
    const dialog = await screen.findByRole('dialog', {
      name: `รายละเอียดการชำระเงิน · ${booking.bookingCode}`,
    });
    expect(await within(dialog).findByText('ไม่มีข้อมูลการชำระเงินสำหรับการจองนี้')).toBeInTheDocument();
    expect(within(dialog).getByText('เกิดข้อผิดพลาดในการโหลดข้อมูล กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('payment-section-booking')).toBeNull();
    expect(within(dialog).queryByTestId('transfer-amount')).toBeNull();
    // The dialog says it: no alert dialog on top.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    sandbox.server.resetHandlers();
    await view.user.click(within(dialog).getByRole('button', { name: 'ลองใหม่อีกครั้ง' }));
    expect(await within(dialog).findByTestId('transfer-amount')).toBeInTheDocument();
    expect(within(dialog).getByTestId('payment-section-booking')).toBeInTheDocument();
    expect(within(dialog).queryByText('ไม่มีข้อมูลการชำระเงินสำหรับการจองนี้')).toBeNull();
    // In Thai the payments' dates carry the Buddhist-era year (25xx), as th-TH gives them.
    expect(within(dialog).getByTestId('detail-period1-created')).toHaveTextContent(
      /^\d{2}\/\d{2}\/25\d{2} \d{2}:\d{2}$/,
    );
  });

  it('renders a malformed record with 0 and -, and the transfer blocked', async () => {
    const booking = await payableBooking();
    sandbox.server.use(
      http.get(`${TEST_API}${PaymentPaths.withPackagePrice}`, () =>
        HttpResponse.json({
          status: { code: 200, title: '', message: '', description: 'OK', transactionId: '' },
          data: {
            bookingDetails: {
              bookingId: booking.bookingId,
              packagePrice: '1000.5',
              extraBedPrice: null,
              checkinDate: 'not a date',
            },
            paymentDetails: [null, { period: 1, status: 'ACCEPT', amount: 'x' }],
            propertyOwner: 'nobody',
          },
        }),
      ),
    );
    const view = await openPage();
    const dialog = await openDetails(view, booking);
    const inDialog = within(dialog);
    expect(inDialog.getByTestId('detail-totalPrice')).toHaveTextContent('฿1,000.50');
    expect(inDialog.getByTestId('detail-checkin')).toHaveTextContent('-');
    expect(inDialog.getByTestId('detail-customer')).toHaveTextContent('-');
    expect(inDialog.getByTestId('transfer-amount')).toHaveTextContent('฿0');
    expect(inDialog.getByText('This property has no owner on record.')).toBeInTheDocument();
    // A period 1 without an id cannot be paid against.
    expect(inDialog.getByTestId('transfer-not-ready')).toBeInTheDocument();
  });
});

describe('transfer management: the payment details from the keyboard', () => {
  /** Opens a booking's payment details with Enter on its card's details button. */
  async function openDetailsByKeyboard(view: Awaited<ReturnType<typeof openPage>>, booking: Booking) {
    const details = within(cardOf(booking.bookingId)!).getByRole('button', {
      name: `View details of ${booking.bookingCode}`,
    });
    act(() => details.focus());
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Payment details · ${booking.bookingCode}` });
    await within(dialog).findByTestId('slip-upload-box');
    return dialog;
  }

  /** The choose button, then the file picker: the file comes in through the hidden input. */
  async function chooseByKeyboard(view: Awaited<ReturnType<typeof openPage>>, dialog: HTMLElement) {
    act(() => within(dialog).getByRole('button', { name: 'Choose file' }).focus());
    await view.user.upload(within(dialog).getByTestId('slip-file-input'), jpegFile());
    await within(dialog).findByTestId('slip-preview');
  }

  it('goes on to the upload button once a chosen slip is ready', async () => {
    const booking = await payableBooking();
    const view = await openPage();
    const dialog = await openDetailsByKeyboard(view, booking);
    await chooseByKeyboard(view, dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Upload slip/ })).toHaveFocus());
  });

  it('shows a failed upload where the dialog scrolled to, announced, and the upload button ready again', async () => {
    // Nothing is laid out here, so nothing scrolls: what asked to be scrolled to is recorded.
    const scrolledTo: Element[] = [];
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolledTo.push(this);
    });
    try {
      const booking = await payableBooking();
      sandbox.server.use(
        http.post(`${TEST_API}${PaymentPaths.transferSlipToPartner}`, () => failedAnswer(500, 'ERROR')),
      );
      const view = await openPage();
      const dialog = await openDetailsByKeyboard(view, booking);
      await chooseByKeyboard(view, dialog);
      const upload = within(dialog).getByRole('button', { name: /^Upload slip/ });
      act(() => upload.focus());
      await view.user.keyboard('{Enter}');
      const outcome = await within(dialog).findByTestId('slip-outcome');
      // Announced: the outcome is an alert (the dialog may hold another, e.g. the owner's missing bank details).
      expect(within(dialog).getAllByRole('alert')).toContain(outcome);
      await waitFor(() => expect(scrolledTo).toContain(outcome));
      expect(upload).toHaveFocus();
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it("gives the focus to the next card's details button when the paid card leaves the list", async () => {
    const booking = await payableBooking();
    const view = await openPage();
    const listed = screen.getAllByTestId('booking-card').map((card) => card.getAttribute('data-booking-id'));
    const next = listed[listed.indexOf(booking.bookingId) + 1];
    const dialog = await openDetailsByKeyboard(view, booking);
    await chooseByKeyboard(view, dialog);
    // Enter once the focus has gone on to the upload button (an effect after the preview is drawn).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Upload slip/ })).toHaveFocus());
    await view.user.keyboard('{Enter}');
    await within(dialog).findByTestId('slip-uploaded');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cardOf(booking.bookingId)).toBeNull());

    const expected = next
      ? within(cardOf(next)!).getByRole('button', { name: /^View details of/ })
      : screen.getByRole('tab', { name: /Pending transfer/ });
    await waitFor(() => expect(expected).toHaveFocus());
  });
});

describe('transfer management: the booking detail dialog', () => {
  it('shows the booking with its badge (CONFIRM blue, as on the card) and slip; a broken slip becomes the placeholder', async () => {
    const booking = (await pendingBookings()).find((item) => item.status === 'CONFIRM' && item.image);
    if (!booking) throw new Error('No CONFIRM booking with a slip.');
    const view = await openPage();
    await view.user.click(
      within(cardOf(booking.bookingId) as HTMLElement).getByRole('button', {
        name: `Booking and slip of ${booking.bookingCode}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Booking ${booking.bookingCode}` });
    const inDialog = within(dialog);
    expect(inDialog.getByTestId('detail-bookingId')).toHaveTextContent(booking.bookingId);
    expect(inDialog.getByTestId('booking-detail-status')).toHaveClass('MuiChip-colorInfo');
    expect(inDialog.getByTestId('detail-walkIn')).toHaveTextContent('No');
    expect(inDialog.getByTestId('detail-lineId')).toHaveTextContent(booking.lineId ?? '-');
    const image = inDialog.getByTestId('slip-image');
    expect(image).toHaveAttribute('src', `${TEST_API}/images/api/v1/payment/${booking.image}`);
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(inDialog.getByTestId('slip-placeholder')).toBeInTheDocument();
  });
});
