import type TableGrid from './TableGrid';

export type TableGridComponent = typeof TableGrid;

let loaded: TableGridComponent | null = null;
let loading: Promise<TableGridComponent> | null = null;

/**
 * Loads the grid's chunk (DataGrid and the kit's slots) once. A route that shows a table may call it
 * as soon as it starts loading, so that the grid downloads alongside the page's own chunk; a failed
 * load may be tried again.
 */
export function loadTableGrid(): Promise<TableGridComponent> {
  loading ??= import('./TableGrid').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The grid when its chunk is already here, so a table can draw it without suspending first. */
export const loadedTableGrid = (): TableGridComponent | null => loaded;
