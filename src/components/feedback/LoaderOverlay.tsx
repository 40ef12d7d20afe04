import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useAppSelector } from '../../slices/hooks';
import { selectIsLoading } from '../../slices/loaderSlice';

/** Spec section 9: the overlay fades out and is removed this long after loading stops. */
export const LOADER_FADE_OUT_MS = 300;

/** The global loader, on while any call that asked for it runs. */
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
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}
    >
      <CircularProgress color="inherit" aria-label={t('common.loading')} />
    </Backdrop>
  );
}
