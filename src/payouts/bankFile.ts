/**
 * The bank bulk-payment file of a payout run, written by the console's one CSV writer (header row,
 * UTF-8 with a byte order mark, CRLF, formulas defused), with amounts in two decimals and no
 * thousands separators. A bank reads one record a line, so a line break inside a name or branch
 * becomes a space. The column names are the file's format, not screen text: a bank's import
 * template maps them once, whatever the admin's language.
 */
import { csvOf } from '../lib/csv';
import { formatPlainAmount } from '../lib/format';
import type { BankFileLine } from './payoutRun';

export const BANK_FILE_COLUMNS = [
  'bank_code',
  'bank_name',
  'account_number',
  'account_name',
  'amount',
  'reference',
] as const;

/** A value on one line: each line break, with the spaces around it, becomes one space; no space leads or trails. */
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();

export function bankFileOf(lines: readonly BankFileLine[]): string {
  return csvOf(
    BANK_FILE_COLUMNS,
    lines.map((line) =>
      [
        line.bankCode,
        line.bankName,
        line.accountNumber,
        line.accountName,
        formatPlainAmount(line.amount),
        line.reference,
      ].map(oneLine),
    ),
  );
}

/** The file's name: the month it pays. */
export const bankFileNameOf = (month: string) => `payout-${month}.csv`;
