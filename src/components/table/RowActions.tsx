import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { DataTableColumn } from './columns';
import { useOnline } from '../feedback/useOnline';
import { HiddenText } from './HiddenText';
import { useTableContext } from './tableContext';
import { keepActivationKeys, useCellFocus } from './useCellFocus';

export interface RowAction {
  /** Stable key, also the button's `data-action`. */
  key: string;
  /** The button's accessible name and tooltip, e.g. "Delete สมชาย ใจดี". */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'default' | 'primary' | 'error' | 'success' | 'warning';
  /**
   * Why the action is not available for this row. The button stays focusable and says why in its
   * tooltip (a disabled button could not be focused, so keyboard users would never learn the reason).
   */
  disabledReason?: string;
}

interface RowActionsProps {
  row: object;
  actions: readonly RowAction[];
  hasFocus: boolean;
  tabIndex: 0 | -1;
}

/** A row's action buttons. While the row is busy they do nothing and a spinner says so. */
export function RowActions({ row, actions: rowActions, hasFocus, tabIndex }: RowActionsProps) {
  const { t } = useTranslation(['connection', 'table']);
  const { isRowBusy } = useTableContext();
  const busy = isRowBusy(row);
  const online = useOnline();
  // Offline, every action would only fail: each says why it is unavailable.
  const actions = online
    ? rowActions
    : rowActions.map((action) => ({
        ...action,
        disabledReason: action.disabledReason ?? t('connection:offlineReason'),
      }));
  const ref = useCellFocus(hasFocus);
  const reasonId = useId();
  return (
    <Box
      ref={ref}
      onKeyDown={keepActivationKeys}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}
    >
      {actions.map((action) => {
        const unavailable = busy || Boolean(action.disabledReason);
        const describedBy = action.disabledReason ? `${reasonId}-${action.key}` : undefined;
        return (
          <Tooltip key={action.key} title={action.disabledReason ?? action.label}>
            <IconButton
              size="small"
              color={action.color ?? 'default'}
              aria-label={action.label}
              aria-describedby={describedBy}
              aria-disabled={unavailable || undefined}
              data-action={action.key}
              tabIndex={tabIndex}
              onClick={(event) => {
                // The cell's own click handling (focus, selection) is not wanted on top of the action.
                event.stopPropagation();
                if (!unavailable) action.onClick();
              }}
              sx={unavailable ? { opacity: 0.38, cursor: 'not-allowed' } : undefined}
            >
              {action.icon}
            </IconButton>
          </Tooltip>
        );
      })}
      {actions.map(
        (action) =>
          action.disabledReason && (
            <HiddenText key={action.key} id={`${reasonId}-${action.key}`}>
              {action.disabledReason}
            </HiddenText>
          ),
      )}
      {busy && <CircularProgress size={18} aria-label={t('table:rowBusy')} />}
    </Box>
  );
}

export interface ActionsColumnOptions<R> {
  /** The column's header, e.g. "Actions". */
  headerName: string;
  actions: (row: R) => readonly RowAction[];
  width?: number;
}

/** The actions column: not sortable, not exported, always shown. */
export function actionsColumn<R extends GridValidRowModel>({
  headerName,
  actions,
  width = 140,
}: ActionsColumnOptions<R>): DataTableColumn<R> {
  return {
    field: '__actions',
    headerName,
    width,
    sortable: false,
    filterable: false,
    hideable: false,
    disableColumnMenu: true,
    disableExport: true,
    renderCell: (params: GridRenderCellParams<R>) => (
      <RowActions
        row={params.row}
        actions={actions(params.row)}
        hasFocus={params.hasFocus}
        tabIndex={params.tabIndex}
      />
    ),
  };
}
