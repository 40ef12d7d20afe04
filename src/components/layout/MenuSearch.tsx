import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { LANGUAGES } from '../../slices/themeSlice';
import { searchablePages, type MenuPage } from './menu';
import { FOCUS_HEADING } from './PageStart';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

type PageOption = MenuPage & { label: string; titles: string };

/** A page matches what is typed in its title in any of the console's languages. */
const filterOptions = createFilterOptions<PageOption>({ stringify: (option) => option.titles });

/**
 * The header's search: filters the console's pages by their titles in Thai and in English alike
 * ("user" finds user management in the Thai interface too), highlights the first match so Enter
 * opens it, and jumps to the chosen page; Ctrl/Cmd+K focuses it.
 */
export function MenuSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  // The other language's texts load the first time the search is used (only the spoken one is
  // there at start); the titles are read again once they are in.
  const loadedLanguages = useCallback(
    () => LANGUAGES.filter((language) => i18n.hasResourceBundle(language, 'console')),
    [i18n],
  );
  const [languages, setLanguages] = useState(loadedLanguages);
  const loadAllTitles = useCallback(() => {
    if (loadedLanguages().length === LANGUAGES.length) return;
    void i18n.loadLanguages([...LANGUAGES]).then(() => setLanguages(loadedLanguages()));
  }, [i18n, loadedLanguages]);
  const options = useMemo(
    (): PageOption[] =>
      searchablePages.map((page) => ({
        ...page,
        label: t(page.titleKey),
        titles: [
          t(page.titleKey),
          ...languages.map((language) => i18n.getFixedT(language)(page.titleKey)),
        ].join('\n'),
      })),
    [t, i18n, languages],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Autocomplete<PageOption>
      options={options}
      filterOptions={filterOptions}
      autoHighlight
      onFocus={loadAllTitles}
      value={null}
      blurOnSelect
      clearOnBlur
      size="small"
      sx={{ width: { xs: 180, sm: 260, md: 340 }, maxWidth: '100%' }}
      noOptionsText={t('layout.search.noResults')}
      isOptionEqualToValue={(option, value) => option.path === value.path}
      onChange={(_event, page) => {
        if (page) void navigate(page.path, { state: FOCUS_HEADING });
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          placeholder={t('layout.search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('layout.search.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden />
                </InputAdornment>
              ),
              endAdornment: (
                <Box
                  component="kbd"
                  aria-hidden
                  sx={{
                    display: { xs: 'none', md: 'inline-block' },
                    px: 0.75,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    fontSize: 12,
                    color: 'text.secondary',
                    fontFamily: 'inherit',
                  }}
                >
                  {t(isMac() ? 'layout.search.shortcutMac' : 'layout.search.shortcut')}
                </Box>
              ),
            },
          }}
        />
      )}
    />
  );
}
