/**
 * One colour per booking and payment status, wherever it shows (cards, the booking detail dialog,
 * the payment details): stated here once. The colours are the palette's, so each reads in the
 * light and the dark theme; a filled chip is a state that is reached, an outlined one a state that
 * is waiting (or over, for a cancelled booking).
 */
import type { BookingStatus, PaymentStatus } from '../../contract';

export type StatusColor = 'success' | 'warning' | 'error' | 'info' | 'default';
export type StatusVariant = 'filled' | 'outlined';

export interface StatusStyle {
  color: StatusColor;
  variant: StatusVariant;
}

/** A status the console does not know: shown as it is, in neutral. */
export const UNKNOWN_STATUS_STYLE: StatusStyle = { color: 'default', variant: 'outlined' };

export const bookingStatusStyles: Readonly<Record<BookingStatus, StatusStyle>> = {
  /** Not paid yet: waiting for the guest's deposit (or its check). */
  PENDING: { color: 'warning', variant: 'outlined' },
  /** Period 1 paid. */
  CONFIRM: { color: 'info', variant: 'filled' },
  /** The guest's second payment waits for the admin's check. */
  PAYMENT2: { color: 'warning', variant: 'filled' },
  /** Fully paid: never a failure colour. */
  SUCCESS: { color: 'success', variant: 'filled' },
  /** Over: neutral, nothing to do and nothing to pay. */
  CANCEL: { color: 'default', variant: 'outlined' },
};

export const paymentStatusStyles: Readonly<Record<PaymentStatus, StatusStyle>> = {
  PENDING: { color: 'warning', variant: 'filled' },
  ACCEPT: { color: 'success', variant: 'filled' },
  SUCCESS: { color: 'success', variant: 'filled' },
  REJECT: { color: 'error', variant: 'filled' },
};

/** Period 2 not paid yet while the booking is at period 1: nothing is wrong, nothing to check. */
export const AWAITING_PAYMENT_STYLE: StatusStyle = { color: 'default', variant: 'outlined' };
