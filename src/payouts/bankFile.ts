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

/** A line's values in BANK_FILE_COLUMNS' order, each on one line, the amount in two decimals. */
const valuesOf = (line: BankFileLine): string[] =>
  [
    line.bankCode,
    line.bankName,
    line.accountNumber,
    line.accountName,
    formatPlainAmount(line.amount),
    line.reference,
  ].map(oneLine);

export function bankFileOf(lines: readonly BankFileLine[]): string {
  return csvOf(BANK_FILE_COLUMNS, lines.map(valuesOf));
}

/** The file's name: the month it pays. */
export const bankFileNameOf = (month: string) => `payout-${month}.csv`;

/**
 * The same lines as a workbook, to open and check in a spreadsheet: a CSV opened and saved there
 * loses the zeros that lead bank codes and account numbers (025 becomes 25), so here they are text
 * cells ('@'), which a spreadsheet keeps as typed; the amounts are numbers, to add up. Its code
 * (write-excel-file) loads only when a workbook is asked for.
 */
export async function bankWorkbookOf(lines: readonly BankFileLine[]): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const amountAt = BANK_FILE_COLUMNS.indexOf('amount');
  return writeExcelFile(
    [
      BANK_FILE_COLUMNS.map((column) => ({ value: column, fontWeight: 'bold' as const })),
      ...lines.map((line) =>
        valuesOf(line).map((value, index) =>
          index === amountAt
            ? { value: Number(value), type: Number, format: '0.00' }
            : { value, type: String, format: '@' },
        ),
      ),
    ],
    { columns: [{ width: 10 }, { width: 32 }, { width: 18 }, { width: 32 }, { width: 14 }, { width: 20 }] },
  ).toBlob();
}

export const bankWorkbookNameOf = (month: string) => `payout-${month}.xlsx`;
