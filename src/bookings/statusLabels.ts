/**
 * Which label and colour a booking or payment status shows (spec section 4). Labels are
 * translation keys: the booking and payment statuses' own under `status.*`, the period 2 special
 * cases under `payments:period2Status.*`. The colours are the theme's status map
 * (src/theme/statusColors.ts): one per status, the same on a card, in the booking detail dialog and
 * in the payment details.
 */
import {
  AWAITING_PAYMENT_STYLE,
  bookingStatusStyles,
  paymentStatusStyles,
  UNKNOWN_STATUS_STYLE,
  type StatusStyle,
} from '../theme/statusColors';

export interface StatusBadge extends StatusStyle {
  /** Null for a status the console does not know: the status itself is shown. */
  labelKey: string | null;
  status: string;
}

/**
 * A booking's status, wherever it shows: every status has its badge (a cancelled or unpaid booking
 * included, so none looks like one ready to be paid), an unknown one shows as it is, in neutral;
 * null only when there is no status at all.
 */
export function bookingBadgeOf(status: unknown): StatusBadge | null {
  if (typeof status !== 'string' || status.trim() === '') return null;
  if (!Object.hasOwn(bookingStatusStyles, status)) return { labelKey: null, status, ...UNKNOWN_STATUS_STYLE };
  return {
    labelKey: `status:booking.${status}`,
    status,
    ...bookingStatusStyles[status as keyof typeof bookingStatusStyles],
  };
}

/**
 * A period's payment status. Period 2 still PENDING reads "payment 2 pending" while the booking
 * is CONFIRM and "pending verify" once it is PAYMENT2 (the guest has sent the second slip).
 */
export function paymentBadgeOf(period: 1 | 2, status: unknown, bookingStatus: unknown): StatusBadge | null {
  if (typeof status !== 'string' || status.trim() === '') return null;
  if (!Object.hasOwn(paymentStatusStyles, status)) return { labelKey: null, status, ...UNKNOWN_STATUS_STYLE };
  const style = paymentStatusStyles[status as keyof typeof paymentStatusStyles];
  if (period === 2 && status === 'PENDING') {
    if (bookingStatus === 'CONFIRM')
      return { labelKey: 'payments:period2Status.awaitingPayment', status, ...AWAITING_PAYMENT_STYLE };
    if (bookingStatus === 'PAYMENT2')
      return { labelKey: 'payments:period2Status.pendingVerify', status, ...style };
  }
  return { labelKey: `status:payment.${status}`, status, ...style };
}
