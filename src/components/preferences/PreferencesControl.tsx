import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeToggle } from './ThemeToggle';

/** Theme and language together, as a floating control (login's bottom-right corner). */
export function PreferencesControl() {
  const { t } = useTranslation();
  return (
    <Paper
      role="group"
      aria-label={t('preferences.title')}
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, borderRadius: 999, boxShadow: 3 }}
    >
      <LanguageSwitch />
      <ThemeToggle />
    </Paper>
  );
}
