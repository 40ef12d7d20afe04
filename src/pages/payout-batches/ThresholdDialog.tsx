import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { numberOrNull } from '../../lib/format';
import { useAppDispatch } from '../../slices/hooks';
import { noticeShown } from '../../slices/noticeSlice';
import { useUpdatePayoutSettingsMutation } from '../../payouts/payoutBatchesApi';

/** The amount under which a batch needs no second admin: empty, every batch needs one. */
export function ThresholdDialog({
  open,
  threshold,
  onClose,
}: {
  open: boolean;
  threshold: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('payoutBatches');
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(threshold === null ? '' : String(threshold));
  const [invalid, setInvalid] = useState(false);
  const [update, { isLoading }] = useUpdatePayoutSettingsMutation();

  async function save() {
    const text = value.trim().replace(/,/g, '');
    const amount = text === '' ? null : numberOrNull(text);
    if (text !== '' && (amount === null || amount < 0 || Math.round(amount * 100) !== amount * 100)) {
      setInvalid(true);
      return;
    }
    const result = await update({ approvalThreshold: amount });
    if ('error' in result) return;
    dispatch(noticeShown({ messageKey: 'payoutBatches:threshold.saved', severity: 'success' }));
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="threshold-title">
      <DialogTitle id="threshold-title">{t('payoutBatches:threshold.title')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label={t('payoutBatches:threshold.label')}
          value={value}
          inputMode="decimal"
          error={invalid}
          helperText={invalid ? t('payoutBatches:threshold.invalid') : t('payoutBatches:threshold.help')}
          onChange={(event) => {
            setValue(event.target.value);
            setInvalid(false);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={isLoading} onClick={() => void save()}>
          {t('payoutBatches:threshold.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
