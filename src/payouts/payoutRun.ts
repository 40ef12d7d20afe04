/**
 * The payout run (src/pages/payout-run): a month's partners who are owed money, their bank accounts
 * and what stops a transfer, and the lines of the bank's bulk-payment file. The amounts are the
 * earnings' (payouts.ts, spec section 9), exact to the satang.
 */
import { fullNameOf } from '../lib/names';
import type { Booking, PartnerBank } from '../../contract';
import { thaiBankOf, type ThaiBank } from './bankCodes';
import {
  bookingEarningOf,
  hasNothingToTransfer,
  isOwed,
  partnerEarningsOf,
  sumBaht,
  type BookingEarning,
  type PartnerEarnings,
} from './payouts';

/** A partner's bank account as the run pays it: the account number in digits only. */
export interface PayoutAccount {
  /** The bank of the table of Bank of Thailand codes, or null when the name is not one of them. */
  bank: ThaiBank | null;
  bankName: string;
  accountNumber: string;
  accountName: string;
  branchName: string;
}

/**
 * Why a partner cannot be put in the bank file: no account on record, an account missing its bank,
 * number or holder, a bank whose code is unknown, or an account that could not be read.
 */
export type AccountProblem = 'missing' | 'incomplete' | 'unknownBank' | 'unread';
/** What holds a partner back from the bank file: an account problem. */
export type PayoutWarning = AccountProblem;

/** Thai account numbers have 10 digits, 12 at the state banks (GSB, GHB, BAAC); 15 leaves room. */
const ACCOUNT_DIGITS = { min: 10, max: 15 } as const;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export type AccountReading =
  { account: PayoutAccount; problem: null } | { account: PayoutAccount | null; problem: AccountProblem };

/** The account to pay from a partner's bank details as the payment record gives them. */
export function payoutAccountOf(bank: PartnerBank | null | undefined): AccountReading {
  if (!bank) return { account: null, problem: 'missing' };
  const account: PayoutAccount = {
    bank: thaiBankOf(bank.bankName),
    bankName: textOf(bank.bankName),
    accountNumber: textOf(bank.accountNumber).replace(/[\s-]/g, ''),
    accountName: textOf(bank.accountName),
    branchName: textOf(bank.branchName),
  };
  const digits = account.accountNumber;
  const numberValid =
    /^\d+$/.test(digits) && digits.length >= ACCOUNT_DIGITS.min && digits.length <= ACCOUNT_DIGITS.max;
  if (account.bankName === '' || !numberValid || account.accountName === '')
    return { account, problem: 'incomplete' };
  if (!account.bank) return { account, problem: 'unknownBank' };
  return { account, problem: null };
}

/** The account number as the run shows it until revealed: all but the last four digits hidden. */
export const maskedAccountNumber = (digits: string) =>
  digits.length <= 4 ? digits : `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;

/**
 * The run's bookings, each once: the transferred list's, the pending list's, then those `recorded`
 * during this run as they were shown then. Recording a slip moves a booking from the pending list
 * to the transferred one, and the two lists refetch apart: for a moment the booking may be in both
 * (the transferred copy, the newer, is kept) or in neither (the recorded copy is kept).
 */
export function runBookingsOf(
  transferred: readonly Booking[],
  pending: readonly Booking[],
  recorded: readonly Booking[],
): Booking[] {
  const byId = new Map<string, Booking>();
  for (const booking of [...transferred, ...pending, ...recorded])
    if (booking && !byId.has(booking.bookingId)) byId.set(booking.bookingId, booking);
  return [...byId.values()];
}

/** One partner in the run: the month's bookings ready to pay, and what they come to. */
export interface PayoutPartner extends PartnerEarnings {
  /** The row id: the head owner's profile id. */
  id: string;
  partnerName: string;
  /** What the bank transfer pays: the sum of the bookings' transfer amounts. */
  transferAmount: number;
}

/**
 * The month's partners owed money, from its bookings: the guest bookings owed (payouts.ts isOwed:
 * deposit received, not cancelled, not transferred, something to transfer), and those `kept` (paid
 * during this run: they stay on screen with their outcome). Bookings without a head owner on record
 * cannot be paid by a run and are left out (the earnings page shows them).
 */
export function payoutPartnersOf(
  bookings: readonly Booking[],
  kept: (booking: Booking) => boolean = () => false,
): PayoutPartner[] {
  return (
    partnerEarningsOf(bookings.filter((booking) => booking && (isOwed(booking) || kept(booking))))
      .filter((partner) => partner.ownerProfileId !== '')
      .map((partner) => ({
        ...partner,
        id: partner.ownerProfileId,
        partnerName: fullNameOf(partner.ownerFirstName, partner.ownerLastName),
        transferAmount: partner.net,
      }))
      // Largest transfer first, and a partner keeps its place once paid.
      .sort((a, b) => b.transferAmount - a.transferAmount || a.id.localeCompare(b.id))
  );
}

/**
 * The partners already paid for these bookings, each with the bookings paid: what their statements
 * show once the transfer is made (a paid partner leaves the run, its statement stays reachable).
 */
export const paidPartnersOf = (bookings: readonly Booking[]): PayoutPartner[] =>
  payoutPartnersOf(
    bookings.filter((booking) => booking?.transferred === true),
    () => true,
  );

/** A month in which a partner was paid, with that month's statement. */
export interface PaidMonth {
  /** "YYYY-MM". */
  month: string;
  /** The partner as the month's statement shows it: the bookings paid and what they came to. */
  partner: PayoutPartner;
}

/** A partner's payouts month by month (by `monthOf`, the page's basis), latest first. */
export function payoutHistoryOf(
  bookings: readonly Booking[],
  ownerProfileId: string,
  monthOf: (booking: Booking) => string | null,
): PaidMonth[] {
  const byMonth = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const key = booking?.ownerProfileId === ownerProfileId ? monthOf(booking) : null;
    if (key) byMonth.set(key, [...(byMonth.get(key) ?? []), booking]);
  }
  return [...byMonth]
    .flatMap(([month, inMonth]) => paidPartnersOf(inMonth).map((partner) => ({ month, partner })))
    .sort((a, b) => b.month.localeCompare(a.month));
}

/** A month other than the run's in which partners are still owed: what that month's run would pay. */
export interface MonthOwed {
  /** "YYYY-MM". */
  month: string;
  /** The partners owed (payoutPartnersOf). */
  partners: number;
  /** What their transfers come to. */
  total: number;
}

/**
 * The months other than `month` in which partners are still owed, latest first, by `monthOf` (the
 * run's basis): what an earlier month's run left unpaid (a partner whose account was missing then)
 * is in no later month's run, and would be forgotten unless the run says where it is.
 */
export function owedInOtherMonthsOf(
  bookings: readonly Booking[],
  monthOf: (booking: Booking) => string | null,
  month: string,
): MonthOwed[] {
  const byMonth = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const key = booking ? monthOf(booking) : null;
    if (key && key !== month) byMonth.set(key, [...(byMonth.get(key) ?? []), booking]);
  }
  return [...byMonth]
    .map(([key, inMonth]) => {
      const partners = payoutPartnersOf(inMonth);
      return {
        month: key,
        partners: partners.length,
        total: sumBaht(...partners.map((partner) => partner.transferAmount)),
      };
    })
    .filter((owed) => owed.partners > 0)
    .sort((a, b) => b.month.localeCompare(a.month));
}

/**
 * The month's bookings ready to pay whose deposit does not cover the commission and fee: not owed,
 * so in no partner, total or bank file of the run, and listed apart with their figures.
 */
export const nothingToTransferOf = (bookings: readonly Booking[]): BookingEarning[] =>
  bookings.filter((booking) => booking && hasNothingToTransfer(booking)).map(bookingEarningOf);

/** What holds a partner back from the bank file; none when it can be paid. */
export const payoutWarningsOf = (reading: AccountReading | undefined): PayoutWarning[] =>
  reading?.problem ? [reading.problem] : [];

/**
 * The transfer's reference, the same in the bank file and on the partner's statement: the month and
 * the partner, in the letters and length every Thai bank's bulk file accepts (A–Z, 0–9, 20 characters).
 */
export const paymentReferenceOf = (ownerProfileId: string, month: string) =>
  `${month.replace('-', '')}-${ownerProfileId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase()}`;

/** A line of the bank file: one transfer to one partner. */
export interface BankFileLine {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  reference: string;
}

export interface BankFilePlan {
  lines: BankFileLine[];
  /** Sum of the lines' amounts. */
  total: number;
  /** The chosen partners left out of the file, with why. */
  leftOut: { partner: PayoutPartner; warnings: PayoutWarning[] }[];
}

/** The bank file's lines for the chosen partners: only those with a valid account and something to pay. */
export function bankFilePlanOf(
  partners: readonly PayoutPartner[],
  accounts: Readonly<Record<string, AccountReading | undefined>>,
  month: string,
): BankFilePlan {
  const lines: BankFileLine[] = [];
  const leftOut: BankFilePlan['leftOut'] = [];
  for (const partner of partners) {
    // An account not read (yet) is not paid: the file is only ever made from accounts read.
    const reading = accounts[partner.id] ?? { account: null, problem: 'unread' };
    const warnings = payoutWarningsOf(reading);
    if (warnings.length > 0 || !reading.account?.bank) {
      leftOut.push({ partner, warnings });
      continue;
    }
    const { account } = reading;
    lines.push({
      bankCode: reading.account.bank.code,
      bankName: reading.account.bank.nameTh,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      amount: partner.transferAmount,
      reference: paymentReferenceOf(partner.id, month),
    });
  }
  return { lines, total: sumBaht(...lines.map((line) => line.amount)), leftOut };
}
