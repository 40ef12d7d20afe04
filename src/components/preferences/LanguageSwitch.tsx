import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '../../slices/hooks';
import { languageChanged, LANGUAGES, selectLanguage } from '../../slices/themeSlice';

/**
 * Thai or English; each option is named in its own language, so it can be found from either.
 * Two pressed/unpressed buttons on MUI's Button, which the login page loads anyway: a toggle-button
 * group would add about 3 KiB of gzipped JS to the first page a visitor loads.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return (
    <Box
      role="group"
      aria-label={t('preferences.language.label')}
      sx={{ display: 'flex', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.25, gap: 0.25 }}
    >
      {LANGUAGES.map((option) => {
        const chosen = option === language;
        return (
          <Button
            key={option}
            lang={option}
            size="small"
            aria-pressed={chosen}
            variant={chosen ? 'contained' : 'text'}
            color={chosen ? 'primary' : 'inherit'}
            disableElevation
            onClick={() => {
              if (!chosen) dispatch(languageChanged(option));
            }}
            sx={{ minWidth: 0, px: 1.5, py: 0.25, lineHeight: 1.6 }}
          >
            {t(`preferences.language.names.${option}`)}
          </Button>
        );
      })}
    </Box>
  );
}
