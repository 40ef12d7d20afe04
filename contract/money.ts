/**
 * The marketplace's money rules (spec sections 3 and 9), one definition for the console, the
 * sandbox and the conformance suite. Amounts are baht with at most 2 decimals; sums and differences
 * are taken in whole satang, so 0.1 + 0.2 is 0.3; a share of a price is rounded to the satang, half up.
 *   commission, fee = total price × their percent
 *   transfer amount = period 1 amount − commission − fee   (what the partner is paid)
 */

/**
 * The period 1 payment statuses that mean the guest's deposit is received (accepted, or paid in
 * full): only then is the partner paid for the booking.
 */
export const DEPOSIT_RECEIVED_STATUSES = ['ACCEPT', 'SUCCESS'] as const;

/** Baht as whole satang, so that sums are exact; and back. */
export const satangOf = (baht: number): number => Math.round(baht * 100);
export const bahtOf = (satang: number): number => satang / 100;

/** `percent` percent of `amount` baht, rounded to the satang. */
export const percentOf = (amount: number, percent: number): number => Math.round(amount * percent) / 100;

/** Exact sum of baht amounts. */
export const sumBaht = (...amounts: readonly number[]): number =>
  bahtOf(amounts.reduce((sum, amount) => sum + satangOf(amount), 0));

/** What the partner is paid for a booking, in satang: its period 1 amount less commission and fee. */
export const transferSatangOf = (
  period1Amount: number,
  commissionAmount: number,
  feeAmount: number,
): number => satangOf(period1Amount) - satangOf(commissionAmount) - satangOf(feeAmount);

/** What the payout rules read of a booking (its statuses as sent: an unknown one earns nothing). */
export interface PayoutFacts {
  status?: unknown;
  period1Status?: unknown;
  walkIn?: unknown;
  transferred?: unknown;
}

/** The owed rule's facts: the amounts already read as numbers (0 when missing). */
export interface OwedFacts extends PayoutFacts {
  period1Amount: number;
  commissionAmount: number;
  feeAmount: number;
}

/** The guest's deposit is received: period 1's status is one of DEPOSIT_RECEIVED_STATUSES. */
export const isDepositReceived = (period1Status: unknown): boolean =>
  (DEPOSIT_RECEIVED_STATUSES as readonly unknown[]).includes(period1Status);

/** A cancelled booking (its status CANCEL): not paid out. */
export const isCancelled = (status: unknown): boolean => status === 'CANCEL';

/** The partner earns a payout from this booking: the guest's deposit is received and it is not cancelled. */
export const earnsPayoutBooking = (booking: PayoutFacts): boolean =>
  isDepositReceived(booking.period1Status) && !isCancelled(booking.status);

/** Ready to pay: a guest's booking that earns a payout and whose transfer has not been made yet. */
export const isReadyToPayBooking = (booking: PayoutFacts): boolean =>
  booking.walkIn !== true && booking.transferred !== true && earnsPayoutBooking(booking);

/**
 * Owed to its partner: ready to pay, and its transfer comes to more than nothing. The one rule of
 * every owed total and count, the console's (src/payouts/payouts.ts) and the API's work-queue counts.
 */
export const isOwedBooking = (booking: OwedFacts): boolean =>
  isReadyToPayBooking(booking) &&
  transferSatangOf(booking.period1Amount, booking.commissionAmount, booking.feeAmount) > 0;
