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
