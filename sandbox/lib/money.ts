/**
 * The marketplace's online charges, in percent of a booking's total price. The spec leaves their
 * values open; these are the sandbox's, used by the seed, the booking lists and the payment records.
 * The rules themselves (satang, shares, the transfer) are the contract's (contract/money.ts).
 */
import { percentOf, transferSatangOf } from '../../contract/money';

export const COMMISSION_PERCENT = 10;
export const FEE_PERCENT = 3;

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

/** What the partner is paid for a booking, in satang: its period 1 amount less its charges. */
export function bookingTransferSatangOf(period1Amount: number, totalPrice: number): number {
  const { commissionAmount, feeAmount } = chargesOf(totalPrice);
  return transferSatangOf(period1Amount, commissionAmount, feeAmount);
}
