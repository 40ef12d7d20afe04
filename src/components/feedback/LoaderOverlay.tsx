import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import { useAppSelector } from '../../slices/hooks';
import { selectIsLoading } from '../../slices/loaderSlice';

/** Spec section 9: the overlay fades out and is removed this long after loading stops. */
export const LOADER_FADE_OUT_MS = 300;

/**
 * The global loader, on while any call that asked for it runs: a veil of the page's own background
 * over everything (the login's theme and language control included, so nothing is clicked
 * meanwhile), the spinner on a card in its centre, seen on any background (the login page's two
 * halves meet right there).
 */
export function LoaderOverlay() {
  const { t } = useTranslation();
  const loading = useAppSelector(selectIsLoading);
  const [present, setPresent] = useState(loading);
  if (loading && !present) setPresent(true);

  useEffect(() => {
    if (loading || !present) return undefined;
    const timer = setTimeout(() => setPresent(false), LOADER_FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [loading, present]);

  if (!present) return null;
  return (
    <Backdrop
      open={loading}
      data-testid="loader-overlay"
      transitionDuration={{ enter: 200, exit: LOADER_FADE_OUT_MS }}
      sx={(theme) => ({
        zIndex: theme.zIndex.modal + 1,
        bgcolor: alpha(theme.palette.background.default, 0.75),
        backdropFilter: 'blur(2px)',
      })}
    >
      <Paper
        elevation={8}
        data-testid="loader-card"
        sx={{ display: 'grid', placeItems: 'center', p: 3, borderRadius: 4 }}
      >
        <CircularProgress aria-label={t('common.loading')} />
      </Paper>
    </Backdrop>
  );
}
