import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectThemeMode, themeToggled } from '../../slices/themeSlice';

/** The round dark/light button: a sun in dark mode (back to light), a moon in light mode. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectThemeMode) === 'dark';
  return (
    <Tooltip title={t(dark ? 'preferences.theme.toLight' : 'preferences.theme.toDark')}>
      <IconButton
        aria-label={t('preferences.theme.toggle')}
        aria-pressed={dark}
        onClick={() => dispatch(themeToggled())}
        sx={{ border: 1, borderColor: 'divider', width: 44, height: 44 }}
      >
        {dark ? <LightModeRounded /> : <DarkModeRounded />}
      </IconButton>
    </Tooltip>
  );
}
