import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import type { ListRefresh } from '../feedback/ListFreshness';
import { ErrorState } from '../feedback/ErrorState';
import { ROW_NUMBER_FIELD, withKitDefaults, type DataTableColumn } from './columns';
import type { ExportRows } from './exportCsv';
import type { ListController } from './listState';
import type TableGridComponent from './TableGrid';
import { clampPage, pageCountOf } from './pageWindow';
import { prepareSearch, searchRows, type SearchTexts } from './search';
import { useSearchDraft } from './searchDraft';
import { TableContext, type TableContextValue } from './tableContext';

/**
 * The grid itself (DataGrid) comes in a chunk of its own, with the first screen that shows a table.
 * React.lazy drops the component's type parameter: the cast gives it back.
 */
const TableGrid = lazy(() => import('./TableGrid')) as unknown as typeof TableGridComponent;

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
   * (spec section 5): rows without are left out, and an error above the table says how many.
   */
  getRowId?: (row: R) => unknown;
  /**
   * `client` (default): the kit filters `rows` by the search as it is typed, every text field of a
   * row (or those `searchTexts` gives). `server`: the page sends the search to the API (once typing
   * pauses) and passes the answer as it is. `none`: the API has no search; no search box.
   */
  searchMode?: 'client' | 'server' | 'none';
  /**
   * Paged by the API: `rows` is the page it answered and `rowCount` how many there are in all. The
   * page sends `list.state.page` and `pageSize`; the kit neither searches nor sorts the rows.
   */
  rowCount?: number;
  /**
   * Client search: the values a row is searched by, e.g. the texts its columns show. Define it once
   * (module level): its identity keys the kit's cache of each row's lower-cased texts.
   */
  searchTexts?: SearchTexts<R>;
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
  /**
   * Paged by the API: loads every row the filters match, which the export then writes (with the
   * grid's columns and formatting) in place of the one page the grid holds.
   */
  exportRows?: ExportRows<R>;
  /** When the rows were last loaded, and Refresh (spec section 5: a plain reload). */
  refresh?: ListRefresh;
  /** A row with an update or delete running: dimmed, its actions do nothing. */
  isRowBusy?: (row: R) => boolean;
}

const hasId = (id: unknown): id is string | number =>
  (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));

const notBusy = () => false;
/** Where the browser has no requestIdleCallback: "idle" is this long after the rows arrive. */
const IDLE_FALLBACK_MS = 200;

/**
 * The one table of the console, on MUI X DataGrid (spec section 2, "Generic data table"): search,
 * sort, paging in the address; page sizes 10/20/30; "Showing … entries" and a five-button page
 * window; texts cut at 60 characters; empty states for no data and no match; column chooser; CSV
 * export of the searched rows (UTF-8 with BOM, so spreadsheets read Thai), every page of them
 * where the API pages (`exportRows`).
 */
export function DataTable<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  list,
  getRowId,
  searchMode = 'client',
  rowCount,
  searchTexts,
  rowNumbers = false,
  loading = false,
  error = false,
  errorMessage,
  onRetry,
  filters,
  exportFileName,
  exportRows,
  refresh,
  isRowBusy,
}: DataTableProps<R>) {
  const { t } = useTranslation('table');
  const { state } = list;
  const idOf = useMemo(() => getRowId ?? ((row: R) => (row as { id?: unknown }).id), [getRowId]);

  const search = useSearchDraft(list);

  const getGridRowId = useCallback((row: R) => String(idOf(row)), [idOf]);

  // A row without an id cannot be shown (spec section 5): it is left out and counted, the others shown.
  const rowsWithId = useMemo(() => {
    const withId = rows?.filter((row) => hasId(idOf(row)));
    return withId?.length === rows?.length ? rows : withId;
  }, [rows, idOf]);
  const withoutId = (rows?.length ?? 0) - (rowsWithId?.length ?? 0);
  const firstWithoutId = withoutId > 0 ? (rows ?? []).findIndex((row) => !hasId(idOf(row))) + 1 : 0;
  useEffect(() => {
    if (withoutId > 0)
      console.error(
        `DataTable "${label}": an id property is required for each data row (${withoutId} without, the first row ${firstWithoutId}).`,
      );
  }, [withoutId, firstWithoutId, label]);

  // A client search follows the box as it is typed; a server search, the address (what was sent).
  const serverPaging = rowCount !== undefined;
  const clientSearch = searchMode === 'client' && !serverPaging;
  const searchedFor = clientSearch ? search.text : state.search;
  const shownRows = useMemo(
    () => (clientSearch ? searchRows(rowsWithId ?? [], searchedFor, searchTexts) : (rowsWithId ?? [])),
    [rowsWithId, clientSearch, searchedFor, searchTexts],
  );
  const total = rowCount ?? shownRows.length;
  // The rows' texts are made ready for the search once the page is idle, not at the first keystroke.
  useEffect(() => {
    if (!clientSearch || !rowsWithId?.length) return undefined;
    const prepare = () => prepareSearch(rowsWithId, searchTexts);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prepare, IDLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(prepare, { timeout: IDLE_FALLBACK_MS * 5 });
    return () => cancelIdleCallback(idle);
  }, [rowsWithId, clientSearch, searchTexts]);
  const pageCount = pageCountOf(total, state.pageSize);
  // Until the rows arrive the address's page stands; then it is kept within the pages there are.
  // A search typed but not yet in the address already shows its first page.
  const page = searchedFor !== state.search ? 1 : rows ? clampPage(state.page, pageCount) : state.page;
  const filtered = list.filtered || search.text.trim() !== '';

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
      search,
      searchable: searchMode !== 'none',
      filtered,
      total,
      page,
      pageCount,
      filters,
      exportFileName,
      exportRows: exportRows as ExportRows<object> | undefined,
      refresh,
      isRowBusy: (isRowBusy ?? notBusy) as (row: object) => boolean,
    }),
    [
      list,
      search,
      searchMode,
      filtered,
      total,
      page,
      pageCount,
      filters,
      exportFileName,
      exportRows,
      refresh,
      isRowBusy,
    ],
  );

  if (error) {
    return (
      <Paper variant="outlined">
        <ErrorState message={errorMessage} onRetry={onRetry} />
      </Paper>
    );
  }

  return (
    <TableContext.Provider value={context}>
      {withoutId > 0 && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {t('table:withoutId', { count: withoutId, row: firstWithoutId })}
        </Alert>
      )}
      <Suspense fallback={<GridSkeleton />}>
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
          rowCount={rowCount}
          list={list}
          isRowBusy={isRowBusy}
        />
      </Suspense>
    </TableContext.Provider>
  );
}
