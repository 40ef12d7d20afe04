import type { RefObject } from 'react';
import type { GridApi, GridValidRowModel } from '@mui/x-data-grid';
import { BYTE_ORDER_MARK } from '../../lib/download';

/**
 * Every row the filters match, for the CSV export of a table the API pages (the grid holds only
 * the page on screen). `progress` reports the rows loaded so far out of the total.
 */
export type ExportRows<R extends GridValidRowModel> = (
  progress: (loaded: number, total: number) => void,
) => Promise<readonly R[]>;

/**
 * Rows the grid does not hold, as the grid's own CSV export writes the rows it does: the visible
 * columns that export, each cell's formatted value (the grid's `getRowFormattedValue`), UTF-8 with
 * a byte order mark, CRLF, and a formula defused with a leading quote (papaparse's
 * `escapeFormulae`, as the grid's `escapeFormulas`). papaparse loads with the first such export.
 */
export async function csvOfRows<R extends GridValidRowModel>(
  apiRef: RefObject<GridApi>,
  rows: readonly R[],
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const grid = apiRef.current;
  const columns = grid
    .getVisibleColumns()
    .filter((column) => !column.disableExport && column.type !== 'actions');
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.headerName ?? column.field),
      data: rows.map((row) => columns.map((column) => text(grid.getRowFormattedValue(row, column)))),
    },
    { newline: '\r\n', quotes: false, escapeFormulae: true },
  );
  return `${BYTE_ORDER_MARK}${csv}`;
}
