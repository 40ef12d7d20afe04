import { rememberedImport } from '../../app/lazyWhenReady';
import type TableGrid from './TableGrid';

export type TableGridComponent = typeof TableGrid;

const tableGridModule = rememberedImport(() => import('./TableGrid'));

/**
 * Loads the grid's chunk (DataGrid and the kit's slots) once. A route that shows a table may call it
 * as soon as it starts loading, so that the grid downloads alongside the page's own chunk; a failed
 * load may be tried again.
 */
export const loadTableGrid = (): Promise<TableGridComponent> =>
  tableGridModule().then((module) => module.default);

/** The grid when its chunk is already here, so a table can draw it without suspending first. */
export const loadedTableGrid = (): TableGridComponent | null => tableGridModule.loaded()?.default ?? null;
