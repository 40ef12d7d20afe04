import { useTranslation } from 'react-i18next';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { languageChanged, LANGUAGES, selectLanguage, type Language } from '../../slices/themeSlice';

/** Thai or English; each option is named in its own language, so it can be found from either. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={language}
      aria-label={t('preferences.language.label')}
      onChange={(_event, next: Language | null) => {
        if (next && next !== language) dispatch(languageChanged(next));
      }}
    >
      {LANGUAGES.map((option) => (
        <ToggleButton key={option} value={option} lang={option} sx={{ px: 1.5, py: 0.5 }}>
          {t(`preferences.language.names.${option}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
