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
