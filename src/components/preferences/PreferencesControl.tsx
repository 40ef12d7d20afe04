import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeToggleButton } from './ThemeToggleButton';

/** Theme and language together, as a floating control (login's bottom-right corner, kept light). */
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
      {/* MUI's tooltip would bring Popper, about 12 KiB of gzipped JS, to the login page for one hint. */}
      <ThemeToggleButton nativeTooltip />
    </Paper>
  );
}
