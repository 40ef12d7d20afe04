import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { loadedBuildId, servedBuildId } from '../../lib/config';

/** How often the console asks whether a new build is served, while its tab is visible. */
export const REDEPLOY_CHECK_MS = 5 * 60_000;

/**
 * After a redeploy (index.html names another build) the console offers to reload. It never reloads
 * by itself: an admin may be half-way through a dialog or an upload. Checked every five minutes
 * while the tab is visible, and when the admin comes back to it.
 */
export function RedeployNotice() {
  const { t } = useTranslation('connection');
  const [newBuild, setNewBuild] = useState(false);

  useEffect(() => {
    const loaded = loadedBuildId();
    if (!loaded || newBuild) return;
    let cancelled = false;
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      const served = await servedBuildId();
      if (!cancelled && served && served !== loaded) setNewBuild(true);
    };
    const timer = setInterval(() => void check(), REDEPLOY_CHECK_MS);
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [newBuild]);

  return (
    <Snackbar open={newBuild} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert
        severity="info"
        variant="filled"
        role="status"
        data-testid="redeploy-notice"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('connection:reload')}
          </Button>
        }
      >
        {t('connection:newVersion')}
      </Alert>
    </Snackbar>
  );
}
