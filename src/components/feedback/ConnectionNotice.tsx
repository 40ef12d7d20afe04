import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import { useOnline } from './useOnline';

/** How long "back online" stays after the connection returns. */
export const BACK_ONLINE_MS = 4000;

/**
 * Under the header: "You're offline" while the browser is, with what that means (changes wait,
 * the lists show what they last had); then "back online" a moment while the lists refresh.
 */
export function ConnectionNotice() {
  const { t } = useTranslation('connection');
  const online = useOnline();
  const [wasOffline, setWasOffline] = useState(false);
  if (!online && !wasOffline) setWasOffline(true);

  useEffect(() => {
    if (!online || !wasOffline) return;
    const timer = setTimeout(() => setWasOffline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online, wasOffline]);

  if (online && !wasOffline) return null;
  return (
    <Alert
      severity={online ? 'success' : 'warning'}
      icon={online ? undefined : <CloudOffRounded />}
      role="status"
      data-testid="connection-notice"
      sx={{ mb: 2 }}
    >
      {online ? t('connection:backOnline') : t('connection:offline')}
    </Alert>
  );
}

/** Beside a change's button while offline: why it is unavailable (`aria-describedby` the button to `id`). */
export function OfflineReason({ id }: { id: string }) {
  const { t } = useTranslation('connection');
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" id={id} data-testid="offline-reason">
      {t('connection:offlineReason')}
    </Alert>
  );
}
