import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { ErrorState } from '../feedback/ErrorState';
import { ROW_NUMBER_FIELD, withKitDefaults, type DataTableColumn } from './columns';
import type { ListController } from './listState';
import { clampPage, pageCountOf } from './pageWindow';
import { searchRows } from './search';
import { TableContext, type TableContextValue } from './tableContext';
import type { TableGridProps } from './TableGrid';

/**
 * The grid itself comes in a chunk of its own, asked for one task after the table first shows: the
 * page's query is then already on its way while DataGrid downloads and starts, instead of waiting
 * behind it (a large script would otherwise run before the page's effects send the call).
 */
const TableGrid = lazy(() => import('./TableGrid')) as unknown as <R extends GridValidRowModel>(
  props: TableGridProps<R>,
) => ReactElement;

/** Where the grid will be: the toolbar's and a few rows' height. */
function GridSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden sx={{ p: 1.5 }}>
      <Skeleton variant="rounded" height={40} width={280} sx={{ mb: 2 }} />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} variant="text" height={40} />
      ))}
    </Paper>
  );
}

export interface DataTableProps<R extends GridValidRowModel> {
  /** The grid's accessible name, e.g. the section's title. */
  label: string;
  /** The rows; `undefined` while the first load runs. */
  rows: readonly R[] | undefined;
  columns: readonly DataTableColumn<R>[];
  /** From `useListStateInUrl`: search, filters, sort and paging, kept in the address. */
  list: ListController;
  /**
   * Where a row's id is (default `row.id`), e.g. `(row) => row.profileId`. Every row needs one
   * (spec section 5): a row without shows an error in place of the table.
   */
  getRowId?: (row: R) => unknown;
  /**
   * `client` (default): the kit filters `rows` by the search, every text field of a row.
   * `server`: the page sends the search to the API and passes the answer as it is.
   */
  searchMode?: 'client' | 'server';
  /** Adds the "#" column: the row's position in the sorted, searched list. */
  rowNumbers?: boolean;
  /** A load or reload is running: a skeleton at first, a progress bar over the rows after. */
  loading?: boolean;
  /** The load failed: an error with Try again in place of the table. */
  error?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** The page's own filters (e.g. `SelectField`s), shown in the toolbar after the search box. */
  filters?: ReactNode;
  /** The CSV file's name, without extension; no export button without it. */
  exportFileName?: string;
  /** A row with an update or delete running: dimmed, its actions do nothing. */
  isRowBusy?: (row: R) => boolean;
}

const hasId = (id: unknown): id is string | number =>
  (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));

const notBusy = () => false;

/**
 * The one table of the console, on MUI X DataGrid (spec section 2, "Generic data table"): search,
 * sort, paging in the address; page sizes 10/20/30; "Showing … entries" and a five-button page
 * window; texts cut at 60 characters; empty states for no data and no match; column chooser; CSV
 * export of the searched rows (UTF-8 with BOM, so spreadsheets read Thai). See README, "Table kit".
 */
export function DataTable<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  list,
  getRowId,
  searchMode = 'client',
  rowNumbers = false,
  loading = false,
  error = false,
  errorMessage,
  onRetry,
  filters,
  exportFileName,
  isRowBusy,
}: DataTableProps<R>) {
  const { t } = useTranslation();
  const { state } = list;
  const idOf = useMemo(() => getRowId ?? ((row: R) => (row as { id?: unknown }).id), [getRowId]);

  const [gridWanted, setGridWanted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGridWanted(true), 0);
    return () => clearTimeout(timer);
  }, []);

  const getGridRowId = useCallback((row: R) => String(idOf(row)), [idOf]);

  const missingIdAt = useMemo(() => (rows ?? []).findIndex((row) => !hasId(idOf(row))), [rows, idOf]);
  useEffect(() => {
    if (missingIdAt >= 0)
      console.error(
        `DataTable "${label}": an id property is required for each data row (row ${missingIdAt + 1}).`,
      );
  }, [missingIdAt, label]);

  const shownRows = useMemo(
    () => (searchMode === 'client' ? searchRows(rows ?? [], state.search) : (rows ?? [])),
    [rows, searchMode, state.search],
  );
  const pageCount = pageCountOf(shownRows.length, state.pageSize);
  // Until the rows arrive the address's page stands; then it is kept within the pages there are.
  const page = rows ? clampPage(state.page, pageCount) : state.page;

  const gridColumns = useMemo(() => columns.map(withKitDefaults), [columns]);
  const theme = useTheme();
  const belowSm = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const belowMd = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  // Where the screen is narrow: the columns that start hidden (the row number too, below sm).
  const hiddenFields = useMemo(() => {
    const hidden = columns
      .filter((column) => (column.hideBelow === 'sm' && belowSm) || (column.hideBelow === 'md' && belowMd))
      .map((column) => column.field);
    return belowSm ? [ROW_NUMBER_FIELD, ...hidden] : hidden;
  }, [columns, belowSm, belowMd]);

  const sortModel: GridSortModel = useMemo(() => {
    const sort = state.sort;
    const column = sort && columns.find((candidate) => candidate.field === sort.field);
    return sort && column && column.sortable !== false ? [{ field: sort.field, sort: sort.direction }] : [];
  }, [state.sort, columns]);

  const context: TableContextValue = useMemo(
    () => ({
      list,
      total: shownRows.length,
      page,
      pageCount,
      filters,
      exportFileName,
      isRowBusy: (isRowBusy ?? notBusy) as (row: object) => boolean,
    }),
    [list, shownRows.length, page, pageCount, filters, exportFileName, isRowBusy],
  );

  if (missingIdAt >= 0) {
    return (
      <Alert severity="error" role="alert">
        {t('table.missingId', { row: missingIdAt + 1 })}
      </Alert>
    );
  }
  if (error) {
    return (
      <Paper variant="outlined">
        <ErrorState message={errorMessage} onRetry={onRetry} />
      </Paper>
    );
  }

  return (
    <TableContext.Provider value={context}>
      <Suspense fallback={<GridSkeleton />}>
        {gridWanted ? (
          <TableGrid<R>
            label={label}
            rows={shownRows}
            columns={gridColumns}
            rowNumbers={rowNumbers}
            hiddenFields={hiddenFields}
            getRowId={getGridRowId}
            loading={loading}
            sortModel={sortModel}
            page={page}
            list={list}
            isRowBusy={isRowBusy}
          />
        ) : (
          <GridSkeleton />
        )}
      </Suspense>
    </TableContext.Provider>
  );
}
