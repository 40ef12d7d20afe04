import { createContext, useContext, type ReactNode } from 'react';
import type { ListRefresh } from '../feedback/ListFreshness';
import type { ExportRows } from './exportCsv';
import type { ListController } from './listState';
import type { SearchDraft } from './searchDraft';

/** What the kit's slots inside the DataGrid (toolbar, footer, overlays, action cells) share with DataTable. */
export interface TableContextValue {
  list: ListController;
  /** The search box's text, ahead of the address while typing. */
  search: SearchDraft;
  /** The search box shows (the API may have no search). */
  searchable: boolean;
  /** A search (typed or in the address) or a filter narrows the list: the empty state speaks of no match. */
  filtered: boolean;
  /** Rows after the search, before paging (all the API's, when it pages). */
  total: number;
  /** The page shown, kept within 1…pageCount. */
  page: number;
  pageCount: number;
  filters?: ReactNode;
  exportFileName?: string;
  /** Paged by the API: what the export writes instead of the page on screen. */
  exportRows?: ExportRows<object>;
  refresh?: ListRefresh;
  isRowBusy: (row: object) => boolean;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTableContext(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('The table kit parts are used inside <DataTable> only.');
  return value;
}
