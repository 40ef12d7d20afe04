/**
 * The bank bulk-payment file of a payout run: CSV with a header row, UTF-8 with a byte order mark
 * (Excel then shows the Thai names instead of mojibake), CRLF line ends, amounts with two decimals
 * and no thousands separators. The column names are the file's format, not screen text: a bank's
 * import template maps them once, whatever the admin's language.
 */
import Papa from 'papaparse';
import { BYTE_ORDER_MARK } from '../lib/download';
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

export function bankFileOf(lines: readonly BankFileLine[]): string {
  const csv = Papa.unparse(
    {
      fields: [...BANK_FILE_COLUMNS],
      data: lines.map((line) => [
        line.bankCode,
        line.bankName,
        line.accountNumber,
        line.accountName,
        formatPlainAmount(line.amount),
        line.reference,
      ]),
    },
    // Values are quoted only when they must be (a comma, a quote, a line break): what banks read.
    { newline: '\r\n', quotes: false },
  );
  // Every line ends with CRLF, the last too (Papa ends a header-only file with one already).
  return `${BYTE_ORDER_MARK}${csv}${csv.endsWith('\r\n') ? '' : '\r\n'}`;
}

/** The file's name: the month it pays. */
export const bankFileNameOf = (month: string) => `payout-${month}.csv`;
