/**
 * The marketplace's online charges, in percent of a booking's total price. The spec leaves their
 * values open; these are the sandbox's, used by the seed, the booking lists and the payment records.
 */
export const COMMISSION_PERCENT = 10;
export const FEE_PERCENT = 3;

/** Money is kept in baht with at most 2 decimals; every share is rounded to the satang, half up. */
const percentOf = (amount: number, percent: number): number => Math.round(amount * percent) / 100;

export interface Charges {
  commissionAmount: number;
  feeAmount: number;
}

export function chargesOf(totalPrice: number): Charges {
  return {
    commissionAmount: percentOf(totalPrice, COMMISSION_PERCENT),
    feeAmount: percentOf(totalPrice, FEE_PERCENT),
  };
}

/** Baht as whole satang, so that sums are exact; and back. */
export const satangOf = (baht: number): number => Math.round(baht * 100);
export const bahtOf = (satang: number): number => satang / 100;

/** What the partner is paid for a booking, in satang: its period 1 amount less commission and fee. */
export function transferSatangOf(period1Amount: number, totalPrice: number): number {
  const { commissionAmount, feeAmount } = chargesOf(totalPrice);
  return satangOf(period1Amount) - satangOf(commissionAmount) - satangOf(feeAmount);
}
