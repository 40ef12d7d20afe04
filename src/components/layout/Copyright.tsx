import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '../../lib/version';

/** "© {year} …", with the version label where the screen shows it (home, login). */
export function Copyright({ withVersion = false }: { withVersion?: boolean }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
      {t('common.copyright', { year })}
      {withVersion && ` · ${t('common.version', { version: APP_VERSION })}`}
    </Typography>
  );
}
