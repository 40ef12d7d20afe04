import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatBaht } from '../../../../src/lib/format';
import {
  BookingPaths,
  PaymentPaths,
  SearchLimits,
  type Booking,
  type PaymentRecord,
} from '../../../../contract';
import { useAdminSession } from '../../../support/adminSession';
import { bookingCardOf, bookingListRecovery, openPartnerBookings } from '../../../support/bookingScreens';
import * as malformed from '../../../support/malformed';
import { renderConsole } from '../../../support/renderConsole';
import { useSandbox } from '../../../support/sandbox';
import { TEST_API } from '../../../support/testConfig';

const sandbox = useSandbox();

const admin = useAdminSession(sandbox, { perTest: true });
const apiGet = admin.get;
const walkIns = () => apiGet<Booking[]>(BookingPaths.walkIn);

const openPage = (route?: string, language?: 'th' | 'en') =>
  openPartnerBookings(admin.tokens, route, language);
const cardOf = bookingCardOf;

describe('partner bookings', () => {
  it('lists the partner self-bookings under their title with the entry count', async () => {
    const bookings = await walkIns();
    expect(bookings.length).toBeGreaterThan(0);
    expect(bookings.every((booking) => booking.walkIn)).toBe(true);
    await openPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Partner self-booking' })).toBeInTheDocument();
    expect(screen.getByTestId('walk-in-count')).toHaveTextContent(`${bookings.length} entries`);
    expect(screen.getAllByTestId('booking-card')).toHaveLength(bookings.length);
  });

  it('says the count in Thai', async () => {
    const bookings = await walkIns();
    await openPage('/partner-bookings', 'th');
    expect(screen.getByRole('heading', { level: 2, name: 'การจองด้วยตนเองของพาร์ทเนอร์' })).toBeInTheDocument();
    expect(screen.getByTestId('walk-in-count')).toHaveTextContent(`${bookings.length} รายการ`);
  });

  it('searches the walk-in list with the same filters', async () => {
    const [booking] = await walkIns();
    const view = await openPage();
    sandbox.requests.length = 0;
    await view.user.type(screen.getByRole('textbox', { name: 'Booking code' }), ` ${booking.bookingCode} `);
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('walk-in-count')).toHaveTextContent('1 entry'));
    expect(cardOf(booking.bookingId)).toBeDefined();
    expect(sandbox.count(BookingPaths.walkInSearch)).toBe(1);
    expect(view.router.state.location.search).toBe(`?bookingCode=${booking.bookingCode}`);
  });

  it("takes no more keyword or booking code than the API does, and says so in the admin's language", async () => {
    const view = await openPage('/partner-bookings', 'th');
    for (const [name, limit] of [
      ['คำค้นหา', SearchLimits.keyword],
      ['รหัสการจอง', SearchLimits.bookingCode],
    ] as const) {
      const box = screen.getByRole('textbox', { name });
      await view.user.click(box);
      await view.user.paste('ก'.repeat(limit + 20));
      expect(box).toHaveValue('ก'.repeat(limit));
      expect(box).toHaveAccessibleDescription(`ได้สูงสุด ${limit} ตัวอักษร`);
    }
    sandbox.requests.length = 0;
    await view.user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(await screen.findByText('ไม่พบผลการค้นหา')).toBeInTheDocument();
    expect(screen.queryByText('เกิดข้อผิดพลาดในการค้นหา กรุณาลองใหม่อีกครั้ง')).not.toBeInTheDocument();
    expect(sandbox.count(BookingPaths.walkInSearch)).toBe(1);
  });

  it('shows the details through the walk-in lookup, both periods, and no transfer upload', async () => {
    const booking = (await walkIns()).find((item) => item.status === 'PAYMENT2') ?? (await walkIns())[0];
    const record = await apiGet<PaymentRecord>(`${PaymentPaths.walkIn}?bookingId=${booking.bookingId}`);
    const view = await openPage();
    sandbox.requests.length = 0;
    await view.user.click(
      within(cardOf(booking.bookingId)).getByRole('button', {
        name: `View details of ${booking.bookingCode}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Payment details · ${booking.bookingCode}` });
    await within(dialog).findByTestId('payment-section-booking');
    expect(sandbox.count(PaymentPaths.walkIn)).toBe(1);
    expect(sandbox.count(PaymentPaths.withPackagePrice)).toBe(0);
    for (const payment of record.paymentDetails) {
      expect(within(dialog).getByTestId(`detail-period${payment.period}-amount`)).toHaveTextContent(
        formatBaht(payment.amount, 'en'),
      );
    }
    if (booking.status === 'PAYMENT2' && record.paymentDetails[1]?.status === 'PENDING') {
      expect(within(dialog).getByTestId('period-2-status')).toHaveTextContent('Pending verify');
    }
    expect(within(dialog).getByTestId('walk-in-note')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('slip-upload-box')).toBeNull();
    expect(within(dialog).queryByTestId('transfer-amount')).toBeNull();
  });

  it('shows the booking detail dialog with walk-in: yes', async () => {
    const [booking] = await walkIns();
    const view = await openPage();
    await view.user.click(
      within(cardOf(booking.bookingId)).getByRole('button', {
        name: `Booking and slip of ${booking.bookingCode}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Booking ${booking.bookingCode}` });
    expect(within(dialog).getByTestId('detail-walkIn')).toHaveTextContent('Yes');
  });

  it('shows the error with Try again when the list fails', async () => {
    sandbox.server.use(http.get(`${TEST_API}${BookingPaths.walkIn}`, () => HttpResponse.error()));
    const view = await renderConsole({ tokens: admin.tokens, route: '/partner-bookings', language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading data, please try again');
    sandbox.server.resetHandlers();
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('booking-card').length).toBeGreaterThan(0));
  });

  it('shows the no-data state for an empty list and the no-result state for an empty search', async () => {
    sandbox.server.use(
      http.get(`${TEST_API}${BookingPaths.walkIn}`, () =>
        HttpResponse.json({
          status: { code: 200, title: '', message: '', description: 'OK', transactionId: '' },
          data: [],
        }),
      ),
    );
    const view = await openPage();
    expect(screen.getByText('No booking data: partners have made no self-booking yet.')).toBeInTheDocument();
    expect(screen.getByTestId('walk-in-count')).toHaveTextContent('0 entries');
    sandbox.server.resetHandlers();
    await view.user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'zzz-no-such-guest');
    await view.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No search results')).toBeInTheDocument();
  });
});

describe('partner bookings: malformed answers', () => {
  const walkIn = { ...malformed.A_GUEST_BOOKING, bookingId: 'walk-in', walkIn: true };

  it.each<{ language: 'th' | 'en'; count: string; typeCode: string; bookingCode: string; search: string }>([
    {
      language: 'en',
      count: '4 entries',
      typeCode: 'Room type code -',
      bookingCode: 'Booking code',
      search: 'Search',
    },
    {
      language: 'th',
      count: '4 รายการ',
      typeCode: 'รหัสประเภทห้อง -',
      bookingCode: 'รหัสการจอง',
      search: 'ค้นหา',
    },
  ])(
    "shows cards with '-' and ฿0 for fields missing, null or of the wrong type, and the search still works, in $language",
    async ({ language, count, typeCode, bookingCode, search }) => {
      malformed.answerGet(sandbox, BookingPaths.walkIn, [
        ...malformed.brokenCopies(walkIn, 'bookingId'),
        ...malformed.JUNK_ENTRIES,
      ]);
      const view = await openPage('/partner-bookings', language);
      expect(screen.getByTestId('walk-in-count')).toHaveTextContent(count);
      const [missing, nulls, mistyped, whole] = screen.getAllByTestId('booking-card');
      for (const card of [missing, nulls, mistyped]) {
        expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(/^-$/);
        expect(card).toHaveTextContent('- · -');
        expect(card).toHaveTextContent(typeCode);
        expect(within(card).queryByTestId('booking-status')).not.toBeInTheDocument();
      }
      for (const card of [missing, nulls]) {
        for (const price of ['packagePrice', 'totalPrice', 'earnestMoney'])
          expect(within(card).getByTestId(`detail-${price}`)).toHaveTextContent(/^฿0$/);
      }
      // Numbers sent as text are still read.
      expect(within(mistyped).getByTestId('detail-totalPrice')).toHaveTextContent(/^฿5,000$/);
      expect(whole).toHaveTextContent('BK-GOOD');
      expect(within(whole).getByTestId('detail-earnestMoney')).toHaveTextContent(/^฿1,500$/);
      malformed.expectSurvived();

      const [real] = await walkIns();
      await view.user.type(screen.getByRole('textbox', { name: bookingCode }), real.bookingCode ?? '');
      await view.user.click(screen.getByRole('button', { name: search }));
      await waitFor(() => expect(screen.getAllByTestId('booking-card')).toHaveLength(1));
      expect(screen.getByTestId('booking-card')).toHaveTextContent(real.bookingCode ?? '');
    },
  );

  it('shows the empty state for data that is not a list, and the error with Try again for an answer that is not the envelope', async () => {
    malformed.answerGet(sandbox, BookingPaths.walkIn, malformed.NOT_THE_DATA);
    const { unmount } = await openPage();
    expect(screen.getByTestId('walk-in-count')).toHaveTextContent('0 entries');
    expect(screen.getByText('No booking data: partners have made no self-booking yet.')).toBeInTheDocument();
    malformed.expectSurvived();
    unmount();

    const recovery = bookingListRecovery(admin.tokens, '/partner-bookings');
    await malformed.expectErrorThenRecovery(sandbox, BookingPaths.walkIn, recovery);
  });
});
