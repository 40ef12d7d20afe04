import Box from '@mui/material/Box';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { DataTableColumn } from '../../components/table';
import { formatBaht, formatPlainAmount } from '../../lib/format';
import type { Language } from '../../slices/themeSlice';

export interface MoneyColumnOptions<R extends GridValidRowModel> {
  field: Extract<keyof R, string>;
  headerName: string;
  language: Language;
  minWidth: number;
  flex: number;
  /** A figure the row comes down to, shown in bold. */
  bold?: boolean;
  /** When the amount is shown in the error colour (nothing, or less than nothing, to pay). */
  alarming?: (amount: number) => boolean;
}

/**
 * A column of baht amounts, in the partners table and in a partner's bookings alike: shown in baht
 * with even-width digits, exported as a plain number an accounting spreadsheet reads.
 */
export function moneyColumn<R extends GridValidRowModel>({
  field,
  headerName,
  language,
  minWidth,
  flex,
  bold = false,
  alarming,
}: MoneyColumnOptions<R>): DataTableColumn<R> {
  return {
    field,
    headerName,
    type: 'number',
    minWidth,
    flex,
    valueFormatter: (value) => formatPlainAmount(value),
    renderCell: ({ value }) => (
      <Box
        component="span"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: bold ? 700 : 400,
          color: alarming?.(Number(value)) ? 'error.main' : undefined,
        }}
      >
        {formatBaht(value, language)}
      </Box>
    ),
  };
}
