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
import { useAppDispatch, useAppSelector } from '../../slices/hooks';
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

interface Choice {
  value: string;
  label: string;
  /** The language the label is written in, where it is not the console's (each language's own name). */
  lang?: string;
}

/** One setting of the dialog: a labelled row of radio buttons. */
function PreferenceChoices({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
            lang={choice.lang}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** System settings: the console's theme and language, saved on this device. */
export function PreferencesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectThemeMode);
  const language = useAppSelector(selectLanguage);
  const settings = [
    {
      id: 'preferences-theme',
      label: t('preferences.theme.label'),
      value: mode,
      choices: MODES.map((option) => ({ value: option, label: t(`preferences.theme.modes.${option}`) })),
      onChange: (value: string) => dispatch(themeModeChanged(value as ThemeMode)),
    },
    {
      id: 'preferences-language',
      label: t('preferences.language.label'),
      value: language,
      choices: LANGUAGES.map((option) => ({
        value: option,
        label: t(`preferences.language.names.${option}`),
        lang: option,
      })),
      onChange: (value: string) => dispatch(languageChanged(value as Language)),
    },
  ];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="preferences-dialog-title">
      <DialogTitle id="preferences-dialog-title">{t('preferences.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          {settings.map((setting) => (
            <PreferenceChoices key={setting.id} {...setting} />
          ))}
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
