import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import { useAppSelector } from '../slices/hooks';
import { formatBaht } from '../lib/format';
import { isApiFailure } from '../services/apiFailure';
import { transferSlipUploadKey, useUploadTransferSlipMutation } from '../services/paymentsApi';
import { selectLanguage } from '../slices/themeSlice';
import { OfflineReason } from '../components/feedback/ConnectionNotice';
import { SlipChooser, useSlipChoice } from './SlipChooser';
import { useOnline } from '../components/feedback/useOnline';

export interface TransferSlipUploadProps {
  bookingId: string;
  /** The period 1 payment the partner is paid against. */
  paymentId: string;
  transferAmount: number;
  /** Called once the slip is stored. */
  onUploaded: () => void;
}

/**
 * The admin transfer slip (spec sections 2, 5 and 9): an image is chosen (or dropped), checked by
 * its bytes and size, compressed to at most 1 MB and previewed; only then can it be sent. A zero
 * or negative transfer amount has to be acknowledged first: it is never paid silently. A failure
 * is shown under the box and leaves everything as it was; success is the transfer section's to show.
 */
export function TransferSlipUpload({
  bookingId,
  paymentId,
  transferAmount,
  onUploaded,
}: TransferSlipUploadProps) {
  const { t } = useTranslation('payments');
  const online = useOnline();
  const language = useAppSelector(selectLanguage);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const acknowledgeRef = useRef<HTMLInputElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // Set when the file picker was opened from the choose button: the keyboard goes on from there.
  const focusAfterChoice = useRef(false);
  const [acknowledged, setAcknowledged] = useState(false);
  // Shared with the dialog (which stays open while it runs) and the transfer section (which shows
  // its success); the failure is shown here. Choosing another file forgets it.
  const [upload, { isLoading: uploading, isError: failed, error, reset }] = useUploadTransferSlipMutation({
    fixedCacheKey: transferSlipUploadKey(bookingId),
  });
  /** The server's reason for a failed upload (e.g. already paid), when it gave one. */
  const failureDetail = isApiFailure(error) ? error.data.status.message || null : null;
  // Choosing another file forgets the last upload's failure.
  const slip = useSlipChoice({ onChoice: reset });
  const { prepared, preparing, problem, setProblem } = slip;
  const flagged = transferAmount <= 0;

  // The choose button is disabled while the slip is prepared, so the focus falls out of it (to the
  // dialog's own frame). Once the choice is settled it goes to the next control to use: the
  // acknowledgement when it is still needed, the upload, or back to the choose button after a problem.
  useEffect(() => {
    if (preparing || !focusAfterChoice.current) return;
    focusAfterChoice.current = false;
    if (!prepared) chooseRef.current?.focus();
    else if (flagged && !acknowledged) acknowledgeRef.current?.focus();
    else sendRef.current?.focus();
  }, [preparing, prepared, problem, flagged, acknowledged]);

  // The failure shows under the upload button, below what the scrolling dialog shows; the button,
  // disabled during the upload, lost the focus: it gets it back, to try again.
  useEffect(() => {
    if (!failed) return;
    sendRef.current?.focus({ preventScroll: true });
    failureRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failed]);

  async function send() {
    if (!prepared) {
      reset();
      setProblem('noFile');
      return;
    }
    // A failure is shown from the shared state, under the box.
    const result = await upload({
      paymentId,
      bookingId,
      file: prepared.compressed.file,
      fileName: prepared.compressed.file.name,
    });
    if (!('error' in result)) onUploaded();
  }

  const busy = preparing || uploading;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <SlipChooser
        choice={slip}
        disabled={uploading}
        chooseRef={chooseRef}
        onPicked={() => (focusAfterChoice.current = true)}
      />

      {flagged && (
        <FormControlLabel
          control={
            <Checkbox
              slotProps={{ input: { ref: acknowledgeRef } }}
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.target.checked)}
            />
          }
          label={t('payments:upload.acknowledge', { amount: formatBaht(transferAmount, language) })}
        />
      )}

      <OfflineReason id="slip-offline" />
      <Button
        ref={sendRef}
        variant="contained"
        size="large"
        onClick={() => void send()}
        disabled={busy || (flagged && !acknowledged) || !online}
        aria-describedby={online ? undefined : 'slip-offline'}
        aria-busy={uploading}
        startIcon={
          uploading ? (
            <CircularProgress size={18} color="inherit" aria-hidden />
          ) : (
            <CloudUploadRounded aria-hidden />
          )
        }
      >
        {t('payments:upload.send', { amount: formatBaht(transferAmount, language) })}
      </Button>

      {failed && (
        <Alert ref={failureRef} severity="error" data-testid="slip-outcome">
          {t('payments:upload.failure')}
          {failureDetail && (
            <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }}>
              {failureDetail}
            </Typography>
          )}
        </Alert>
      )}
    </Box>
  );
}
