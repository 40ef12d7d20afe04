import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { searchablePages, type MenuPage } from './menu';
import { FOCUS_HEADING } from './PageStart';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's search: filters the console's pages and jumps to the chosen one; Ctrl/Cmd+K focuses it. */
export function MenuSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const options = useMemo(() => searchablePages.map((page) => ({ ...page, label: t(page.titleKey) })), [t]);

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
    <Autocomplete<MenuPage & { label: string }>
      options={options}
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
