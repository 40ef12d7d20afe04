import { useMemo, useState } from 'react';
import {
  DataGrid,
  type DataGridProps,
  gridExpandedSortedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowId,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
// MUI X 9.14 ships the Thai grid texts but its locales index forgets to export them (as it did for
// the pickers, mui/mui-x#22697), and the package's exports map closes the deep path: by file until fixed.
// Imported here rather than in the theme so that they load with the grid, not with the login page.
import { thTH } from '../../../node_modules/@mui/x-data-grid/locales/thTH.js';
import { ROW_NUMBER_FIELD } from './columns';
import { PAGE_SIZES, type ListController } from './listState';
import { TableEmpty } from './TableEmpty';
import { TableFooter } from './TableFooter';
import { TableToolbar } from './TableToolbar';

/** The row's position in the searched, sorted list: on page 2 of 10 the first row is 11. */
function RowNumberCell({ id }: { id: GridRowId }) {
  const apiRef = useGridApiContext();
  const sortedIds = useGridSelector(apiRef, gridExpandedSortedRowIdsSelector);
  return <>{sortedIds.indexOf(id) + 1}</>;
}

/**
 * DataGrid's own texts (column menu, columns panel, …) in Thai; it speaks English without them. The
 * file's CommonJS typings declare their own copy of the grid's types, too deep for TypeScript to
 * compare with the ones the grid is imported with: the same shape, restated.
 */
const thaiGridTexts = thTH.components.MuiDataGrid.defaultProps
  .localeText as unknown as DataGridProps['localeText'];

const hiddenModel = (fields: string[]): GridColumnVisibilityModel =>
  Object.fromEntries(fields.map((field) => [field, false]));

export interface TableGridProps<R extends GridValidRowModel> {
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  /** Prepends the "#" column. */
  rowNumbers: boolean;
  /** Columns that start hidden (narrow screens); the column chooser can show them. */
  hiddenFields: string[];
  getRowId: (row: R) => string;
  loading: boolean;
  sortModel: GridSortModel;
  /** 1-based, already within the pages there are. */
  page: number;
  /** Given when the API pages: `rows` is one page of this many. */
  rowCount?: number;
  list: ListController;
  isRowBusy?: (row: R) => boolean;
}

/** DataGrid with the kit's slots; DataTable prepares everything it shows. Loaded on demand. */
export default function TableGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  rowNumbers,
  hiddenFields,
  getRowId,
  loading,
  sortModel,
  page,
  rowCount,
  list,
  isRowBusy,
}: TableGridProps<R>) {
  const { state } = list;
  const { i18n } = useTranslation();
  const gridColumns = useMemo((): GridColDef<R>[] => {
    if (!rowNumbers) return columns;
    const rowNumber: GridColDef<R> = {
      field: ROW_NUMBER_FIELD,
      headerName: '#',
      width: 64,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      disableExport: true,
      renderCell: (params) => <RowNumberCell id={params.id} />,
    };
    return [rowNumber, ...columns];
  }, [columns, rowNumbers]);
  const hiddenByScreen = hiddenFields.join(' ');
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(() => hiddenModel(hiddenFields));
  // Crossing a breakpoint (a turned phone, a resized window) starts again from the screen's columns.
  const [screenSeen, setScreenSeen] = useState(hiddenByScreen);
  if (screenSeen !== hiddenByScreen) {
    setScreenSeen(hiddenByScreen);
    setVisibility(hiddenModel(hiddenFields));
  }
  return (
    <DataGrid<R>
      label={label}
      localeText={i18n.language === 'th' ? thaiGridTexts : undefined}
      rows={rows}
      columns={gridColumns}
      columnVisibilityModel={visibility}
      onColumnVisibilityModelChange={setVisibility}
      getRowId={getRowId}
      loading={loading}
      autoHeight
      rowSelection={false}
      disableColumnFilter
      disableDensitySelector
      sortingOrder={['asc', 'desc']}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const [first] = model;
        list.setSort(first?.sort ? { field: first.field, direction: first.sort } : null);
      }}
      pageSizeOptions={PAGE_SIZES}
      // Read-only for the grid: the kit's footer changes pages. The grid's own corrections (it
      // clamps the page while the rows are still loading) must not reach the address.
      paginationModel={{ page: page - 1, pageSize: state.pageSize }}
      paginationMode={rowCount === undefined ? 'client' : 'server'}
      rowCount={rowCount}
      showToolbar
      slots={{
        toolbar: TableToolbar,
        footer: TableFooter,
        noRowsOverlay: TableEmpty,
        noResultsOverlay: TableEmpty,
      }}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      getRowClassName={(params) => (isRowBusy?.(params.row) ? 'DataTable-busyRow' : '')}
      sx={{
        bgcolor: 'background.paper',
        // With autoHeight the empty overlay is two rows high: too short for the empty state, whose
        // Clear search and filters button was cut off under the footer.
        '--DataGrid-overlayHeight': '300px',
        '& .DataTable-busyRow': { opacity: 0.55 },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': { outlineOffset: -2 },
      }}
    />
  );
}
