import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import { useAppSelector } from '../../slices/hooks';
import { selectLanguage } from '../../slices/themeSlice';
import { formatBaht } from '../../lib/format';
import { SlipChooser, useSlipChoice } from '../../payouts/SlipChooser';
import type { PayoutPartner } from '../../payouts/payoutRun';
import { OfflineReason } from '../../components/feedback/ConnectionNotice';
import { useOnline } from '../../components/feedback/useOnline';

export interface RecordSlipDialogProps {
  /** The partner whose transfer the slip proves; null: closed. */
  partner: PayoutPartner | null;
  onClose: () => void;
  /** The slip is chosen and compressed: record it for each of the partner's bookings. */
  onRecord: (partner: PayoutPartner, slip: File) => void;
}

/**
 * One slip for a partner's whole transfer: chosen, checked and compressed exactly as a single
 * booking's, then recorded for every booking of the partner in the run. The dialog closes as the
 * recording starts; each booking's outcome shows on its row of the partner's card.
 */
export function RecordSlipDialog({ partner, onClose, onRecord }: RecordSlipDialogProps) {
  return (
    <Dialog
      open={partner !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="record-slip-title"
    >
      {partner && <RecordSlipForm partner={partner} onClose={onClose} onRecord={onRecord} />}
    </Dialog>
  );
}

function RecordSlipForm({ partner, onClose, onRecord }: RecordSlipDialogProps & { partner: PayoutPartner }) {
  const { t } = useTranslation('payoutRun');
  const online = useOnline();
  const language = useAppSelector(selectLanguage);
  const slip = useSlipChoice();
  const { prepared, preparing, setProblem } = slip;
  const amount = formatBaht(partner.transferAmount, language);

  return (
    <>
      <DialogTitle id="record-slip-title">
        {t('payoutRun:recordDialog.title', { name: partner.partnerName })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <DialogContentText>
          {t('payoutRun:recordDialog.intro', { count: partner.bookingCount, amount })}
        </DialogContentText>
        <SlipChooser choice={slip} disabled={false} />
        {partner.bookingCount > 1 && <Alert severity="info">{t('payoutRun:recordDialog.oneUpload')}</Alert>}
        <OfflineReason id="record-slip-offline" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          startIcon={<CloudUploadRounded />}
          disabled={preparing || !online}
          aria-describedby={online ? undefined : 'record-slip-offline'}
          onClick={() => {
            if (!prepared) setProblem('noFile');
            else onRecord(partner, prepared.compressed.file);
          }}
        >
          {t('payoutRun:recordDialog.record', { count: partner.bookingCount, amount })}
        </Button>
      </DialogActions>
    </>
  );
}
