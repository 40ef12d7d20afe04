import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import { useAppSelector } from '../slices/hooks';
import { formatBaht, formatFileSize } from '../lib/format';
import { prepareImage, type CompressionResult, type ImageProblem } from '../lib/imageCompression';
import { isApiFailure } from '../services/apiFailure';
import { transferSlipUploadKey, useUploadTransferSlipMutation } from '../services/paymentsApi';
import { selectLanguage } from '../slices/themeSlice';
import { OfflineReason } from '../components/feedback/ConnectionNotice';
import { useOnline } from '../components/feedback/useOnline';

export interface TransferSlipUploadProps {
  bookingId: string;
  /** The period 1 payment the partner is paid against. */
  paymentId: string;
  transferAmount: number;
  /** Called once the slip is stored. */
  onUploaded: () => void;
}

type Prepared = { original: File; compressed: CompressionResult; previewUrl: string };

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
  const { t } = useTranslation();
  const online = useOnline();
  const language = useAppSelector(selectLanguage);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const acknowledgeRef = useRef<HTMLInputElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // Set when the file picker was opened from the choose button: the keyboard goes on from there.
  const focusAfterChoice = useRef(false);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  // Shared with the dialog (which stays open while it runs) and the transfer section (which shows
  // its success); the failure is shown here. Choosing another file forgets it.
  const [upload, { isLoading: uploading, isError: failed, error, reset }] = useUploadTransferSlipMutation({
    fixedCacheKey: transferSlipUploadKey(bookingId),
  });
  /** The server's reason for a failed upload (e.g. already paid), when it gave one. */
  const failureDetail = isApiFailure(error) ? error.data.status.message || null : null;
  // Only the latest choice may land: an earlier compression finishing late is dropped.
  const choice = useRef(0);
  const flagged = transferAmount <= 0;

  useEffect(() => () => void (prepared && URL.revokeObjectURL(prepared.previewUrl)), [prepared]);
  useEffect(() => () => void (choice.current += 1), []);

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

  async function choose(file: File | null | undefined) {
    const current = ++choice.current;
    reset();
    setProblem(null);
    setPrepared(null);
    setPreparing(true);
    const result = await prepareImage(file);
    if (current !== choice.current) return;
    setPreparing(false);
    if ('problem' in result) setProblem(result.problem);
    else if (file)
      setPrepared({ original: file, ...result, previewUrl: URL.createObjectURL(result.compressed.file) });
  }

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

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!uploading) void choose(event.dataTransfer.files?.[0]);
  };
  const busy = preparing || uploading;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        data-testid="slip-upload-box"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: problem ? 'error.main' : 'divider',
          borderRadius: 3,
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
          textAlign: 'center',
          bgcolor: 'action.hover',
        }}
      >
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          aria-label={t('payments.upload.fileLabel')}
          data-testid="slip-file-input"
          onChange={(event) => {
            focusAfterChoice.current = true;
            void choose(event.target.files?.[0]);
            // Choosing the same file again must still be seen as a choice.
            event.target.value = '';
          }}
        />
        {prepared ? (
          <Box sx={{ width: '100%' }}>
            <Box
              component="img"
              src={prepared.previewUrl}
              alt={t('payments.upload.previewAlt')}
              data-testid="slip-preview"
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '16rem', mx: 'auto', borderRadius: 2 }}
            />
            <Typography
              variant="caption"
              component="p"
              sx={{ mt: 1, color: 'text.secondary' }}
              data-testid="slip-sizes"
            >
              {prepared.compressed.keptAsIs
                ? t('payments.upload.keptAsIs', {
                    name: prepared.original.name,
                    size: formatFileSize(prepared.original.size, language),
                  })
                : t('payments.upload.compressed', {
                    name: prepared.original.name,
                    from: formatFileSize(prepared.original.size, language),
                    to: formatFileSize(prepared.compressed.file.size, language),
                    width: prepared.compressed.width,
                    height: prepared.compressed.height,
                  })}
            </Typography>
          </Box>
        ) : preparing ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">{t('payments.upload.preparing')}</Typography>
          </Box>
        ) : (
          <>
            <ImageRounded sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
            <Typography variant="body2">{t('payments.upload.instructions')}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('payments.upload.limits')}
            </Typography>
          </>
        )}
        <Button ref={chooseRef} variant="outlined" onClick={() => inputRef.current?.click()} disabled={busy}>
          {prepared ? t('payments.upload.chooseAnother') : t('payments.upload.choose')}
        </Button>
      </Box>

      {problem && (
        <Alert severity="error" data-testid="slip-problem">
          {t(`images.problem.${problem}`)}
        </Alert>
      )}

      {flagged && (
        <FormControlLabel
          control={
            <Checkbox
              slotProps={{ input: { ref: acknowledgeRef } }}
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.target.checked)}
            />
          }
          label={t('payments.upload.acknowledge', { amount: formatBaht(transferAmount, language) })}
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
        {t('payments.upload.send', { amount: formatBaht(transferAmount, language) })}
      </Button>

      {failed && (
        <Alert ref={failureRef} severity="error" data-testid="slip-outcome">
          {t('payments.upload.failure')}
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
