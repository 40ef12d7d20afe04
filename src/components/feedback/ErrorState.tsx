import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';

export interface ErrorStateProps {
  /** Defaults to the spec's load error, "An error occurred while loading data. Please try again." */
  message?: string;
  onRetry?: () => void;
}

/** A failed load in place of the content, with Try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <ErrorOutlineRounded color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography sx={{ mb: 2 }}>{message ?? t('errors.loadFailed')}</Typography>
      {onRetry && (
        <Button variant="contained" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </Box>
  );
}
