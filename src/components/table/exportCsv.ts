import type { RefObject } from 'react';
import type { GridApi, GridValidRowModel } from '@mui/x-data-grid';

/**
 * Every row the filters match, for the CSV export of a table the API pages (the grid holds only
 * the page on screen). `progress` reports the rows loaded so far out of the total.
 */
export type ExportRows<R extends GridValidRowModel> = (
  progress: (loaded: number, total: number) => void,
) => Promise<readonly R[]>;

/**
 * The rows of an export, as the grid shows them: the visible columns that export, each cell's
 * formatted value (the grid's `getRowFormattedValue`), written by the console's one CSV writer,
 * which loads with the first export.
 */
export async function csvOfRows<R extends GridValidRowModel>(
  apiRef: RefObject<GridApi>,
  rows: readonly R[],
): Promise<string> {
  const { csvOf } = await import('../../lib/csv');
  const grid = apiRef.current;
  const columns = grid
    .getVisibleColumns()
    .filter((column) => !column.disableExport && column.type !== 'actions');
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return csvOf(
    columns.map((column) => column.headerName ?? column.field),
    rows.map((row) => columns.map((column) => text(grid.getRowFormattedValue(row, column)))),
  );
}
