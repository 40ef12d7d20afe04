/**
 * Which label and colour a booking or payment status shows (spec section 4). Labels are
 * translation keys: the booking and payment statuses' own under `status.*`, the period 2 special
 * cases under `payments.period2Status.*`.
 */
export type BadgeColor = 'success' | 'warning' | 'error' | 'info' | 'default';

export interface StatusBadge {
  /** Null for a status the console does not know: the status itself is shown. */
  labelKey: string | null;
  status: string;
  color: BadgeColor;
}

const CARD_BADGES: Record<string, BadgeColor> = { CONFIRM: 'info', PAYMENT2: 'warning', SUCCESS: 'success' };

/** On a booking card: CONFIRM, PAYMENT2 and SUCCESS have a badge; any other status has none. */
export function cardBadgeOf(status: unknown): StatusBadge | null {
  if (typeof status !== 'string' || !Object.hasOwn(CARD_BADGES, status)) return null;
  return { labelKey: `status.booking.${status}`, status, color: CARD_BADGES[status] };
}

const KNOWN_BOOKING_STATUSES = ['PENDING', 'CONFIRM', 'PAYMENT2', 'SUCCESS', 'CANCEL'];

/** In the booking detail dialog: CONFIRM green, PENDING amber, anything else red; null with no status. */
export function detailBadgeOf(status: unknown): StatusBadge | null {
  if (typeof status !== 'string' || status.trim() === '') return null;
  const color: BadgeColor = status === 'CONFIRM' ? 'success' : status === 'PENDING' ? 'warning' : 'error';
  return {
    labelKey: KNOWN_BOOKING_STATUSES.includes(status) ? `status.booking.${status}` : null,
    status,
    color,
  };
}

const PAYMENT_COLORS: Record<string, BadgeColor> = {
  PENDING: 'warning',
  ACCEPT: 'success',
  SUCCESS: 'success',
  REJECT: 'error',
};

/**
 * A period's payment status. Period 2 still PENDING reads "payment 2 pending" while the booking
 * is CONFIRM and "pending verify" once it is PAYMENT2 (the guest has sent the second slip).
 */
export function paymentBadgeOf(period: 1 | 2, status: unknown, bookingStatus: unknown): StatusBadge | null {
  if (typeof status !== 'string' || status.trim() === '') return null;
  if (!Object.hasOwn(PAYMENT_COLORS, status)) return { labelKey: null, status, color: 'default' };
  if (period === 2 && status === 'PENDING') {
    if (bookingStatus === 'CONFIRM')
      return { labelKey: 'payments.period2Status.awaitingPayment', status, color: 'default' };
    if (bookingStatus === 'PAYMENT2')
      return { labelKey: 'payments.period2Status.pendingVerify', status, color: 'warning' };
  }
  return { labelKey: `status.payment.${status}`, status, color: PAYMENT_COLORS[status] };
}
