/**
 * A payout batch's partners and bank file (issue 68): the batch's lines as they were frozen when
 * it was prepared, grouped by partner, paid to the bank account frozen with them. The bank file
 * is the run's format (bankFile.ts) and the run's rules: a partner whose account cannot be paid is
 * left out, with why.
 */
import { monthKeyOf } from '../lib/format';
import { fullNameOf } from '../lib/names';
import type { PayoutBatchLine } from '../../contract';
import type { PayoutBatchView } from './payoutBatchesApi';
import { sumBaht } from './payouts';
import {
  payoutAccountOf,
  paymentReferenceOf,
  payoutWarningsOf,
  type AccountReading,
  type BankFileLine,
  type PayoutWarning,
} from './payoutRun';

export interface BatchPartner {
  ownerProfileId: string;
  name: string;
  lines: PayoutBatchLine[];
  /** What the batch pays them: their lines' transfers. */
  transferAmount: number;
  reading: AccountReading;
  /** Their slip is recorded (every line paid from the batch). */
  paid: boolean;
}

export function batchPartnersOf(batch: Pick<PayoutBatchView, 'lines'>): BatchPartner[] {
  const byOwner = new Map<string, PayoutBatchLine[]>();
  for (const line of batch.lines)
    byOwner.set(line.ownerProfileId, [...(byOwner.get(line.ownerProfileId) ?? []), line]);
  return [...byOwner].map(([ownerProfileId, lines]) => ({
    ownerProfileId,
    name: fullNameOf(lines[0].ownerFirstName, lines[0].ownerLastName),
    lines,
    transferAmount: sumBaht(...lines.map((line) => line.transferAmount)),
    reading: payoutAccountOf(lines[0].bankAccount && { ...lines[0].bankAccount, branchName: null }),
    paid: lines.every((line) => line.slipImageId !== null),
  }));
}

export interface BatchBankFilePlan {
  lines: BankFileLine[];
  total: number;
  leftOut: { partner: BatchPartner; warnings: PayoutWarning[] }[];
}

/** The month a batch's transfers are referenced by: the month it was prepared, in Bangkok. */
export const batchMonthOf = (batch: Pick<PayoutBatchView, 'preparedAt'>) =>
  monthKeyOf(batch.preparedAt) ?? '0000-00';

/** The bank file of an approved batch: its unpaid partners with an account the bank can pay. */
export function batchBankFilePlanOf(batch: PayoutBatchView): BatchBankFilePlan {
  const lines: BankFileLine[] = [];
  const leftOut: BatchBankFilePlan['leftOut'] = [];
  for (const partner of batchPartnersOf(batch).filter((each) => !each.paid)) {
    const warnings = payoutWarningsOf(partner.reading);
    const { account } = partner.reading;
    if (warnings.length > 0 || !account?.bank) {
      leftOut.push({ partner, warnings });
      continue;
    }
    lines.push({
      bankCode: account.bank.code,
      bankName: account.bank.nameTh,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      amount: partner.transferAmount,
      reference: paymentReferenceOf(partner.ownerProfileId, batchMonthOf(batch)),
    });
  }
  return { lines, total: sumBaht(...lines.map((line) => line.amount)), leftOut };
}
