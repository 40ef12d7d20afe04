/**
 * The money of a booking and of a partner (spec section 9), in one place for the payment-details
 * dialog and the partner-earnings page:
 *   total price     = package price + extra bed price
 *   total fees      = commission amount + fee amount
 *   transfer amount = period 1 amount − total fees   (what the partner is paid)
 * Missing or malformed amounts count as 0 (spec section 5); the arithmetic is the contract's
 * (contract/money.ts, in satang, as the sandbox computes it). A cancelled booking is not paid out, whatever its
 * deposit: it earns its partner nothing and is never ready to pay.
 */
import type { Booking, BookingDetails, PaymentDetail, PaymentRecord } from '../../contract';
import {
  bahtOf,
  earnsPayoutBooking,
  isCancelled,
  isDepositReceived,
  isOwedBooking,
  isReadyToPayBooking,
  satangOf,
  sumBaht as sumOfBaht,
  transferSatangOf,
} from '../../contract/money';
import { toNumber } from '../lib/format';

/** An amount as the API gave it, to the satang: a missing or malformed one counts as 0 (spec section 5). */
const inBaht = (value: unknown) => bahtOf(satangOf(toNumber(value)));

/** Exact sum of baht amounts as the API gave them. */
export const sumBaht = (...amounts: unknown[]) => sumOfBaht(...amounts.map(toNumber));

export const totalPriceOf = (packagePrice: unknown, extraBedPrice: unknown) =>
  sumBaht(packagePrice, extraBedPrice);
export const totalFeesOf = (commissionAmount: unknown, feeAmount: unknown) =>
  sumBaht(commissionAmount, feeAmount);
export const transferAmountOf = (period1Amount: unknown, commissionAmount: unknown, feeAmount: unknown) =>
  bahtOf(transferSatangOf(toNumber(period1Amount), toNumber(commissionAmount), toNumber(feeAmount)));

export { isCancelled, isDepositReceived };

type PayoutFields = Pick<Booking, 'status' | 'period1Status'>;

/** The partner earns a payout from this booking (contract/money.ts's rule). */
export const earnsPayout: (booking: PayoutFields) => boolean = earnsPayoutBooking;

/** Ready to pay: a guest booking that earns a payout and whose transfer has not been made yet. */
export const isReadyToPay: (booking: PayoutFields & Pick<Booking, 'walkIn' | 'transferred'>) => boolean =
  isReadyToPayBooking;

type TransferFields = Pick<Booking, 'period1Amount' | 'commissionAmount' | 'feeAmount'>;

/** What the partner is paid for this booking: its transfer amount. */
export const bookingTransferOf = (booking: TransferFields) =>
  transferAmountOf(booking.period1Amount, booking.commissionAmount, booking.feeAmount);

type OwedFields = PayoutFields & TransferFields & Pick<Booking, 'walkIn' | 'transferred'>;

/**
 * Owed to its partner: ready to pay, and its transfer comes to more than nothing. The one rule of
 * every owed total and count (the payout run, its bank file, home's queues, the earnings page): a
 * deposit that does not cover the commission and fee (a transfer of zero or less) is not owed, and
 * the screens show such a booking apart, with why (hasNothingToTransfer).
 */
export const isOwed = (booking: OwedFields) =>
  isOwedBooking({
    ...booking,
    period1Amount: toNumber(booking.period1Amount),
    commissionAmount: toNumber(booking.commissionAmount),
    feeAmount: toNumber(booking.feeAmount),
  });

/** Ready to pay, but its deposit does not cover the commission and fee: nothing to transfer. */
export const hasNothingToTransfer = (booking: OwedFields) =>
  isReadyToPay(booking) && bookingTransferOf(booking) <= 0;

/** What is still owed to the partners for these bookings: the transfers of those owed (isOwed). */
export function stillOwedOf(bookings: readonly Booking[]): number {
  return sumBaht(...bookings.filter((booking) => booking && isOwed(booking)).map(bookingTransferOf));
}

/** The payment of a period (1 or 2), if the record has it. */
export const paymentOfPeriod = (payments: PaymentDetail[] | null | undefined, period: 1 | 2) =>
  (Array.isArray(payments) ? payments : []).find((payment) => Number(payment?.period) === period) ?? null;

/** Spec section 3's transfer calculation, with the prices it starts from. */
export interface TransferCalculation {
  packagePrice: number;
  extraBedPrice: number;
  totalPrice: number;
  commissionPercent: number;
  commissionAmount: number;
  feePercent: number;
  feeAmount: number;
  totalFees: number;
  /** The original amount: what the guest paid in period 1. */
  period1Amount: number;
  transferAmount: number;
}

export function transferCalculationOf(record: PaymentRecord | null | undefined): TransferCalculation {
  const details: Partial<BookingDetails> = record?.bookingDetails ?? {};
  const period1Amount = toNumber(paymentOfPeriod(record?.paymentDetails, 1)?.amount);
  return {
    packagePrice: toNumber(details.packagePrice),
    extraBedPrice: toNumber(details.extraBedPrice),
    totalPrice: totalPriceOf(details.packagePrice, details.extraBedPrice),
    commissionPercent: toNumber(details.commissionOnline),
    commissionAmount: inBaht(details.commissionAmount),
    feePercent: toNumber(details.feeOnline),
    feeAmount: inBaht(details.feeAmount),
    totalFees: totalFeesOf(details.commissionAmount, details.feeAmount),
    period1Amount: inBaht(period1Amount),
    transferAmount: transferAmountOf(period1Amount, details.commissionAmount, details.feeAmount),
  };
}

/**
 * Whether the partner can be paid against this record now, and if not, why. The sandbox refuses
 * the same cases (409); the dialog says so up front instead of failing. A cancelled booking is not
 * paid out (a transfer already made still shows its slip).
 */
export type TransferReadiness =
  | { kind: 'transferred'; slipImageId: string }
  | { kind: 'cancelled' }
  | { kind: 'noDeposit' }
  | { kind: 'depositNotReceived'; status: string | null }
  | { kind: 'ready'; paymentId: string };

export function transferReadinessOf(record: PaymentRecord | null | undefined): TransferReadiness {
  const period1 = paymentOfPeriod(record?.paymentDetails, 1);
  const cancelled = isCancelled(record?.bookingDetails?.bookingStatus);
  if (!period1 || typeof period1.paymentId !== 'string' || period1.paymentId === '')
    return cancelled ? { kind: 'cancelled' } : { kind: 'noDeposit' };
  if (typeof period1.adminTransferSlip === 'string' && period1.adminTransferSlip !== '')
    return { kind: 'transferred', slipImageId: period1.adminTransferSlip };
  if (cancelled) return { kind: 'cancelled' };
  if (!isDepositReceived(period1.status))
    return { kind: 'depositNotReceived', status: typeof period1.status === 'string' ? period1.status : null };
  return { kind: 'ready', paymentId: period1.paymentId };
}

// ---------- partner earnings ----------

/** One booking's share, as the earnings page lists it. */
export interface BookingEarning {
  booking: Booking;
  totalPrice: number;
  period1Amount: number;
  commissionAmount: number;
  feeAmount: number;
  totalFees: number;
  transferAmount: number;
  transferred: boolean;
  /** Still owed to the partner (isOwed). */
  owed: boolean;
}

export interface PartnerEarnings {
  /** The head owner's profile id; '' for bookings whose property has none. */
  ownerProfileId: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  bookings: BookingEarning[];
  bookingCount: number;
  /** Sum of the bookings' total prices. */
  gross: number;
  commission: number;
  /** The marketplace's fee (beside its commission). */
  fee: number;
  /** Sum of the transfer amounts: what the partner earns from these bookings. */
  net: number;
  transferred: number;
  /** The transfers still owed (isOwed): never less than zero. */
  owed: number;
  /** Bookings whose transfer amount is zero or negative: to be checked before paying. */
  flagged: number;
}

export type EarningsTotals = Omit<
  PartnerEarnings,
  'ownerProfileId' | 'ownerFirstName' | 'ownerLastName' | 'bookings'
>;

export function bookingEarningOf(booking: Booking): BookingEarning {
  return {
    booking,
    totalPrice: inBaht(booking.totalPrice),
    period1Amount: inBaht(booking.period1Amount),
    commissionAmount: inBaht(booking.commissionAmount),
    feeAmount: inBaht(booking.feeAmount),
    totalFees: totalFeesOf(booking.commissionAmount, booking.feeAmount),
    transferAmount: bookingTransferOf(booking),
    transferred: booking.transferred === true,
    owed: isOwed(booking),
  };
}

function totalsOf(earnings: BookingEarning[]): EarningsTotals {
  const sum = (pick: (earning: BookingEarning) => number) => sumBaht(...earnings.map(pick));
  const net = sum((earning) => earning.transferAmount);
  const transferred = sum((earning) => (earning.transferred ? earning.transferAmount : 0));
  return {
    bookingCount: earnings.length,
    gross: sum((earning) => earning.totalPrice),
    commission: sum((earning) => earning.commissionAmount),
    fee: sum((earning) => earning.feeAmount),
    net,
    transferred,
    owed: sum((earning) => (earning.owed ? earning.transferAmount : 0)),
    flagged: earnings.filter((earning) => earning.transferAmount <= 0).length,
  };
}

/**
 * Per partner, the guest bookings that earn a payout: deposit received, not cancelled (a booking
 * still waiting for the guest earns nothing yet, a cancelled one nothing at all). Walk-ins are not
 * here: the partner collected that money. Sorted by what is still owed, largest first: the
 * month-end order of work.
 */
export function partnerEarningsOf(bookings: readonly Booking[]): PartnerEarnings[] {
  const byOwner = new Map<string, BookingEarning[]>();
  for (const booking of bookings) {
    if (!booking || booking.walkIn === true || !earnsPayout(booking)) continue;
    const owner = typeof booking.ownerProfileId === 'string' ? booking.ownerProfileId : '';
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), bookingEarningOf(booking)]);
  }
  return [...byOwner.entries()]
    .map(([ownerProfileId, earnings]) => ({
      ownerProfileId,
      ownerFirstName: earnings[0].booking.ownerFirstName ?? null,
      ownerLastName: earnings[0].booking.ownerLastName ?? null,
      bookings: earnings,
      ...totalsOf(earnings),
    }))
    .sort((a, b) => b.owed - a.owed || b.net - a.net || a.ownerProfileId.localeCompare(b.ownerProfileId));
}

/** The totals row: the same sums over every partner's bookings. */
export const earningsTotalsOf = (partners: readonly PartnerEarnings[]): EarningsTotals =>
  totalsOf(partners.flatMap((partner) => partner.bookings));
