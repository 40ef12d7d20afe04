import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import { useAppDispatch, useAppSelector } from '../../slices/hooks';
import { selectThemeMode, themeToggled } from '../../slices/themeSlice';

export interface ThemeToggleButtonProps extends Omit<ComponentProps<typeof IconButton>, 'children'> {
  /** The browser's own tooltip, where MUI's is not wanted (see PreferencesControl). */
  nativeTooltip?: boolean;
}

/** What the theme button offers: back to light in dark mode, dark in light mode. */
export function useThemeHint(): string {
  const { t } = useTranslation();
  const dark = useAppSelector(selectThemeMode) === 'dark';
  return t(dark ? 'preferences.theme.toLight' : 'preferences.theme.toDark');
}

/**
 * The round dark/light button: a sun in dark mode (back to light), a moon in light mode. Other
 * props (a tooltip's listeners and ref) go to the button.
 */
export function ThemeToggleButton({ nativeTooltip = false, sx, ...props }: ThemeToggleButtonProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectThemeMode) === 'dark';
  const hint = useThemeHint();
  return (
    <IconButton
      {...props}
      aria-label={t('preferences.theme.toggle')}
      aria-pressed={dark}
      title={nativeTooltip ? hint : props.title}
      onClick={() => dispatch(themeToggled())}
      sx={[{ border: 1, borderColor: 'divider', width: 44, height: 44 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {dark ? <LightModeRounded /> : <DarkModeRounded />}
    </IconButton>
  );
}
