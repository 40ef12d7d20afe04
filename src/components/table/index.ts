/**
 * The table kit: every list of the console is a DataTable. The only place that imports
 * @mui/x-data-grid, so the grid loads with the pages that show a table and never with /login.
 */
export { DataTable, type DataTableProps } from './DataTable';
export { type DataTableColumn } from './columns';
export { actionsColumn, type RowAction, type ActionsColumnOptions } from './RowActions';
export {
  useListStateInUrl,
  PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  ANY_TEXT,
  type ListController,
  type ListState,
  type ListSort,
  type FilterOptions,
} from './listState';
export { SelectField, type SelectOption, SELECT_LIST_MAX_HEIGHT } from './SelectField';
export { TruncatedText, truncateText, TRUNCATE_AT } from './TruncatedText';
export { useCellFocus, keepActivationKeys } from './useCellFocus';
export { HiddenText, visuallyHidden } from './HiddenText';
export { useRowTasks, type RowTasks } from './useRowTasks';
export { pageWindow, clampPage, pageCountOf, shownRange, PAGE_WINDOW } from './pageWindow';
export { searchRows, matchesSearch, type SearchTexts } from './search';
