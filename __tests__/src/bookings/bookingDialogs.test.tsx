/**
 * The booking screens' two dialogs under malformed answers, opened from partner bookings: the
 * booking detail (slip) dialog shows a list entry, the payment-details dialog its own record.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { BookingPaths, PaymentPaths, type Booking } from '../../../contract';
import { useAdminSession } from '../../support/adminSession';
import { bookingCardOf, openPartnerBookings } from '../../support/bookingScreens';
import * as malformed from '../../support/malformed';
import { useSandbox } from '../../support/sandbox';

const sandbox = useSandbox();
const admin = useAdminSession(sandbox);

type User = Awaited<ReturnType<typeof openPartnerBookings>>['user'];

async function closeDialog(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the booking detail (slip) dialog: malformed bookings', () => {
  const TEXT_FIELDS = [
    'bookingCode',
    'status',
    'name',
    'email',
    'project',
    'propertyTypeName',
    'propertyTypeCode',
    'lineId',
  ];

  it("shows '-' and ฿0 for fields missing, null or of the wrong type, and opens again for the next booking", async () => {
    const [missing, nulls, mistyped] = malformed.brokenCopies(
      { ...malformed.A_GUEST_BOOKING, walkIn: true },
      'bookingId',
    );
    malformed.answerGet(sandbox, BookingPaths.walkIn, [missing, nulls, mistyped]);
    const { user } = await openPartnerBookings(admin.tokens);
    for (const booking of [missing, nulls, mistyped]) {
      const id = String(booking.bookingId);
      await user.click(within(bookingCardOf(id)).getByRole('button', { name: 'Booking and slip of -' }));
      const dialog = await screen.findByRole('dialog', { name: 'Booking -' });
      const detail = (field: string) => within(dialog).getByTestId(`detail-${field}`);
      expect(detail('bookingId')).toHaveTextContent(id);
      for (const field of TEXT_FIELDS) expect(detail(field)).toHaveTextContent(/^-$/);
      expect(detail('walkIn')).toHaveTextContent(/^No$/);
      if (booking === mistyped) {
        // Numbers sent as text are still read; a slip id that is no text is no image.
        expect(detail('totalPrice')).toHaveTextContent(/^฿5,000$/);
        expect(within(dialog).getByTestId('slip-placeholder')).toHaveTextContent('Image not available');
      } else {
        for (const price of ['packagePrice', 'totalPrice', 'earnestMoney'])
          expect(detail(price)).toHaveTextContent(/^฿0$/);
        expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
      }
      malformed.expectSurvived(dialog);
      await closeDialog(user, dialog);
    }
    malformed.expectSurvived();
  });
});

const DETAILS = {
  bookingId: 'record',
  bookingCode: 'BK-GOOD',
  ...malformed.A_PERSON,
  checkinDate: '2026-10-05T07:00:00.000Z',
  checkoutDate: '2026-10-07T04:00:00.000Z',
  bookingStatus: 'CONFIRM',
  packagePrice: 4500,
  extraBedPrice: 500,
  totalPrice: 5000,
  commissionOnline: 10,
  feeOnline: 3,
  commissionAmount: 150,
  feeAmount: 50,
};

describe('the payment-details dialog: malformed records', () => {
  const TEXT_FIELDS = ['bookingCode', 'customer', 'checkin', 'checkout', 'phone', 'email', 'bookingStatus'];
  const OWNER_FIELDS = [
    'ownerName',
    'ownerEmail',
    'ownerPhone',
    'bankName',
    'accountNumber',
    'accountName',
    'branchName',
  ];

  async function openDetails(user: User, booking: Booking) {
    await user.click(
      within(bookingCardOf(booking.bookingId)).getByRole('button', {
        name: `View details of ${booking.bookingCode}`,
      }),
    );
    return screen.findByRole('dialog', { name: /^Payment details · / });
  }

  it("shows '-' and ฿0 for booking details missing, null or of the wrong type, broken payments and a broken owner", async () => {
    const [booking] = await admin.get<Booking[]>(BookingPaths.walkIn);
    const { user } = await openPartnerBookings(admin.tokens);
    const variants = malformed.brokenCopies(DETAILS, 'bookingId').slice(0, 3);
    for (const bookingDetails of variants) {
      malformed.answerGet(sandbox, PaymentPaths.walkIn, {
        bookingDetails,
        paymentDetails: [
          null,
          malformed.NOT_THE_DATA,
          { period: '1', status: 42, amount: 'abc', method: {}, createDate: 'not a date', updateDate: null },
        ],
        propertyOwner: { firstName: null, lastName: 7, email: ['x'], partnerBank: malformed.NOT_THE_DATA },
      });
      const dialog = await openDetails(user, booking);
      await within(dialog).findByTestId('payment-section-booking');
      const detail = (field: string) => within(dialog).getByTestId(`detail-${field}`);
      for (const field of [...TEXT_FIELDS, ...OWNER_FIELDS]) expect(detail(field)).toHaveTextContent(/^-$/);
      if (bookingDetails === variants[2]) {
        expect(detail('totalPrice')).toHaveTextContent(/^฿5,000$/);
        expect(detail('commission')).toHaveTextContent(/^฿150$/);
        expect(within(dialog).getByText('Commission (10 %)')).toBeInTheDocument();
      } else {
        for (const field of ['packagePrice', 'extraBedPrice', 'totalPrice', 'commission', 'fee', 'totalFees'])
          expect(detail(field)).toHaveTextContent(/^฿0$/);
        expect(within(dialog).getByText('Commission (0 %)')).toBeInTheDocument();
      }
      // Period 1 sent with its number as text and nothing else readable; no period 2.
      expect(detail('period1-amount')).toHaveTextContent(/^฿0$/);
      for (const field of ['period1-method', 'period1-created', 'period1-updated'])
        expect(detail(field)).toHaveTextContent(/^-$/);
      expect(within(dialog).queryByTestId('period-1-status')).not.toBeInTheDocument();
      expect(within(dialog).getByTestId('payment-period-2')).toHaveTextContent('No payment for this period.');
      expect(within(dialog).getByTestId('walk-in-note')).toBeInTheDocument();
      malformed.expectSurvived(dialog);
      await closeDialog(user, dialog);
    }
    malformed.expectSurvived();
  });

  it('shows the empty state for data that is not a record, and Try again for an answer that is not the envelope', async () => {
    const [booking] = await admin.get<Booking[]>(BookingPaths.walkIn);
    const { user } = await openPartnerBookings(admin.tokens);
    malformed.answerGet(sandbox, PaymentPaths.walkIn, malformed.NOT_THE_DATA);
    let dialog = await openDetails(user, booking);
    expect(await within(dialog).findByText('No payment data for this booking')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await closeDialog(user, dialog);

    malformed.answerGet(sandbox, PaymentPaths.walkIn, malformed.NOT_THE_DATA, { envelope: false });
    dialog = await openDetails(user, booking);
    expect(await within(dialog).findByText('Error loading data, please try again')).toBeInTheDocument();
    sandbox.server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('detail-bookingCode')).toHaveTextContent(
      booking.bookingCode ?? '',
    );
    malformed.expectSurvived(dialog);
  });
});

describe('the payment-details dialog: copy buttons', () => {
  async function openWith(record: object) {
    const [booking] = await admin.get<Booking[]>(BookingPaths.walkIn);
    malformed.answerGet(sandbox, PaymentPaths.walkIn, record);
    const { user } = await openPartnerBookings(admin.tokens);
    await user.click(
      within(bookingCardOf(booking.bookingId)).getByRole('button', {
        name: `View details of ${booking.bookingCode}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^Payment details · / });
    await within(dialog).findByTestId('payment-section-booking');
    return { user, dialog };
  }

  it('copies the booking code and the account number, and confirms each with a notice', async () => {
    const { user, dialog } = await openWith({
      bookingDetails: { ...DETAILS, bookingCode: 'PV-2026-000137' },
      paymentDetails: [],
      propertyOwner: {
        firstName: 'Somchai',
        partnerBank: { bankName: 'KBank', accountNumber: '1234567890' },
      },
    });
    // user-event stands in for the clipboard; what the button hands it is what the admin pastes.
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy Booking code' }));
    expect(written).toHaveBeenLastCalledWith('PV-2026-000137');
    expect(await screen.findByText('Booking code copied')).toBeInTheDocument();

    await user.click(
      within(within(dialog).getByTestId('detail-accountNumber')).getByRole('button', {
        name: 'Copy Account number',
      }),
    );
    expect(written).toHaveBeenLastCalledWith('1234567890');
    expect(await screen.findByText('Account number copied')).toBeInTheDocument();
  });

  it('offers no copy button for a missing value', async () => {
    const { dialog } = await openWith({
      bookingDetails: { ...DETAILS, bookingCode: null },
      paymentDetails: [],
      propertyOwner: { partnerBank: { accountNumber: '  ' } },
    });
    expect(within(dialog).getByTestId('detail-bookingCode')).toHaveTextContent(/^-$/);
    // The booking's link is the list entry's code, not the record's: "Copy link" stays.
    expect(within(dialog).queryByRole('button', { name: /^Copy (?!link$)/ })).toBeNull();
  });

  it("copies the booking's full address, and says so when the browser refuses the clipboard", async () => {
    const [booking] = await admin.get<Booking[]>(BookingPaths.walkIn);
    const { user, dialog } = await openWith({ bookingDetails: DETAILS, paymentDetails: [] });
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(written).toHaveBeenLastCalledWith(
      `${window.location.origin}/partner-bookings?booking=${encodeURIComponent(booking.bookingCode ?? '')}`,
    );
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    written.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('Link could not be copied: the browser did not allow it'),
    ).toBeInTheDocument();
  });
});
