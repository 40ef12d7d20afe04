import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { TRUNCATE_AT, TruncatedText } from './TruncatedText';

/**
 * A DataGrid column, plus the kit's `maxLength`: where the column's text is cut (60 by default),
 * and `hideBelow`: the breakpoint under which it starts hidden (the column chooser can show it),
 * so a phone sees a row's name and actions without scrolling sideways.
 * A column without `renderCell` shows its (formatted) value as text, '-' when missing, cut with a
 * tooltip (also when the column's width clips it); give `valueGetter`/`valueFormatter` to shape the value, which CSV export and sorting use too.
 */
export type DataTableColumn<R extends GridValidRowModel = GridValidRowModel> = GridColDef<R> & {
  maxLength?: number;
  hideBelow?: 'sm' | 'md';
};

/** The field of the optional row-number column. */
export const ROW_NUMBER_FIELD = '__rowNumber';

/** The kit's defaults on top of a column: the text cell unless the column draws its own. */
export function withKitDefaults<R extends GridValidRowModel>(column: DataTableColumn<R>): GridColDef<R> {
  const { maxLength, hideBelow: _hideBelow, ...definition } = column;
  if (definition.renderCell || definition.type === 'actions') return definition as GridColDef<R>;
  return {
    ...definition,
    renderCell: (params: GridRenderCellParams<R>) => (
      <TruncatedText
        value={params.formattedValue ?? params.value}
        maxLength={maxLength ?? TRUNCATE_AT}
        focused={params.hasFocus}
      />
    ),
  } as GridColDef<R>;
}
