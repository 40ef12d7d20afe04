import { useEffect, useRef, useState, type DragEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ImageRounded from '@mui/icons-material/ImageRounded';
import { useAppSelector } from '../slices/hooks';
import { formatFileSize } from '../lib/format';
import { prepareImage, type CompressionResult, type ImageProblem } from '../lib/imageCompression';
import { selectLanguage } from '../slices/themeSlice';

/** A chosen slip: the file as chosen, what will be sent (at most 1 MB), and its preview. */
export type PreparedSlip = { original: File; compressed: CompressionResult; previewUrl: string };

/**
 * The choice of a transfer slip (spec sections 5 and 9), the same for one booking and for a payout
 * run's partner: an image is chosen (or dropped), checked by its bytes and size and compressed
 * before anything can be sent; a refused file says why. Only the latest choice may land: an earlier
 * compression finishing late is dropped.
 */
export function useSlipChoice({ onChoice }: { onChoice?: () => void } = {}) {
  const [prepared, setPrepared] = useState<PreparedSlip | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const choice = useRef(0);

  useEffect(() => () => void (prepared && URL.revokeObjectURL(prepared.previewUrl)), [prepared]);
  useEffect(() => () => void (choice.current += 1), []);

  async function choose(file: File | null | undefined) {
    const current = ++choice.current;
    onChoice?.();
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

  return { prepared, preparing, problem, choose, setProblem };
}

export type SlipChoice = ReturnType<typeof useSlipChoice>;

export interface SlipChooserProps {
  choice: SlipChoice;
  /** Choosing is not possible now (an upload runs). */
  disabled: boolean;
  chooseRef?: RefObject<HTMLButtonElement | null>;
  /** Called when the file picker closes on a choice: the caller moves the focus on. */
  onPicked?: () => void;
}

/** The drop zone with its preview, sizes and choose button, and the problem of a refused file. */
export function SlipChooser({ choice, disabled, chooseRef, onPicked }: SlipChooserProps) {
  const { t } = useTranslation(['payments', 'images']);
  const language = useAppSelector(selectLanguage);
  const inputRef = useRef<HTMLInputElement>(null);
  const { prepared, preparing, problem, choose } = choice;
  const busy = disabled || preparing;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) void choose(event.dataTransfer.files?.[0]);
  };

  return (
    <>
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
          aria-label={t('payments:upload.fileLabel')}
          data-testid="slip-file-input"
          onChange={(event) => {
            onPicked?.();
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
              alt={t('payments:upload.previewAlt')}
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
                ? t('payments:upload.keptAsIs', {
                    name: prepared.original.name,
                    size: formatFileSize(prepared.original.size, language),
                  })
                : t('payments:upload.compressed', {
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
            <Typography variant="body2">{t('payments:upload.preparing')}</Typography>
          </Box>
        ) : (
          <>
            <ImageRounded sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
            <Typography variant="body2">{t('payments:upload.instructions')}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('payments:upload.limits')}
            </Typography>
          </>
        )}
        <Button ref={chooseRef} variant="outlined" onClick={() => inputRef.current?.click()} disabled={busy}>
          {prepared ? t('payments:upload.chooseAnother') : t('payments:upload.choose')}
        </Button>
      </Box>

      {problem && (
        <Alert severity="error" data-testid="slip-problem">
          {t(`images:problem.${problem}`)}
        </Alert>
      )}
    </>
  );
}
