/**
 * The console's one CSV writer, for the table kit's exports (the audit log's among them) and the
 * bank file: UTF-8 with a byte order mark (Excel then shows Thai as Thai, not mojibake), CRLF after
 * every record, a value quoted only when it must be (a comma, a quote, a line break), and a value a
 * spreadsheet would run as a formula defused with a leading apostrophe, so it shows as text.
 */
import Papa from 'papaparse';

/** Starts a UTF-8 text file that Excel opens as UTF-8. */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * What a spreadsheet reads as the start of a formula, whatever follows: papaparse's own pattern for
 * `escapeFormulae: true` (`/^[=+\-@\t\r].*$/`) misses a value with a line break in it.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** A CSV file of `records` under the header row `fields`. */
export function csvOf(fields: readonly string[], records: readonly (readonly string[])[]): string {
  const csv = Papa.unparse(
    { fields: [...fields], data: records.map((record) => [...record]) },
    { newline: '\r\n', quotes: false, escapeFormulae: FORMULA_START },
  );
  // Papa ends a file without records with CRLF already.
  return `${BYTE_ORDER_MARK}${csv}${csv.endsWith('\r\n') ? '' : '\r\n'}`;
}
