import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  languageChanged,
  LANGUAGES,
  selectLanguage,
  selectThemeMode,
  themeModeChanged,
  type Language,
  type ThemeMode,
} from '../../slices/themeSlice';

const MODES: readonly ThemeMode[] = ['light', 'dark'];

/** System settings: the console's theme and language, saved on this device. */
export function PreferencesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectThemeMode);
  const language = useAppSelector(selectLanguage);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="preferences-dialog-title">
      <DialogTitle id="preferences-dialog-title">{t('preferences.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <FormControl>
            <FormLabel id="preferences-theme">{t('preferences.theme.label')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="preferences-theme"
              value={mode}
              onChange={(event) => dispatch(themeModeChanged(event.target.value as ThemeMode))}
            >
              {MODES.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t(`preferences.theme.modes.${option}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl>
            <FormLabel id="preferences-language">{t('preferences.language.label')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="preferences-language"
              value={language}
              onChange={(event) => dispatch(languageChanged(event.target.value as Language))}
            >
              {LANGUAGES.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t(`preferences.language.names.${option}`)}
                  lang={option}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
