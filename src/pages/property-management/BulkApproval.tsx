import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import { DetailsDialog, useShownWhileClosing } from '../../components/dialogs/DetailsDialog';
import { layout } from '../../theme';
import { typeLabel } from './summary';
import type { BulkOutcome } from './usePropertyDecisions';

export interface BulkApprovalBarProps {
  selectedCount: number;
  onApprove: () => void;
  onClear: () => void;
}

/** Above the pending list: how many types are ticked, Approve selected and Clear selection. */
export function BulkApprovalBar({ selectedCount, onApprove, onClear }: BulkApprovalBarProps) {
  const { t } = useTranslation('properties');
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={t('properties:bulk.label')}
      sx={{
        // Under the sticky header, while the list scrolls.
        position: 'sticky',
        top: layout.headerHeight + 8,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        mb: 2,
        bgcolor: selectedCount > 0 ? 'action.selected' : 'background.paper',
        backdropFilter: 'blur(6px)',
      }}
    >
      <Typography variant="body2" sx={{ flexGrow: 1, minWidth: '12rem' }} aria-live="polite">
        {selectedCount > 0
          ? t('properties:bulk.selected', { count: selectedCount })
          : t('properties:bulk.hint')}
      </Typography>
      {selectedCount > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" onClick={onClear}>
            {t('properties:bulk.clear')}
          </Button>
          <Button
            size="small"
            variant="contained"
            color="success"
            startIcon={<DoneAllRounded aria-hidden />}
            onClick={onApprove}
          >
            {t('properties:bulk.approve')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

export interface BulkResultDialogProps {
  outcomes: BulkOutcome[] | null;
  onClose: () => void;
}

/** After a bulk approval where some failed: each type's outcome and, for a failure, why. */
export function BulkResultDialog({ outcomes, onClose }: BulkResultDialogProps) {
  const { t } = useTranslation('properties');
  const shown = useShownWhileClosing(outcomes);
  const approved = shown?.filter((outcome) => outcome.approved).length ?? 0;
  const failed = (shown?.length ?? 0) - approved;
  return (
    <DetailsDialog
      open={outcomes !== null}
      onClose={onClose}
      title={t('properties:bulk.resultTitle')}
      summary={t('properties:bulk.resultSummary', { approved, failed })}
    >
      <List dense>
        {shown?.map(({ type, approved: ok, reason }) => (
          <ListItem key={type.propertyTypeId} data-testid="bulk-outcome" data-approved={ok}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {ok ? (
                <CheckCircleRounded color="success" aria-hidden />
              ) : (
                <ErrorRounded color="error" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={`${typeLabel(type)} · ${type.code ?? '-'}`}
              secondary={ok ? t('properties:bulk.itemApproved') : t('properties:bulk.itemFailed', { reason })}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </DetailsDialog>
  );
}
