import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearRounded from '@mui/icons-material/ClearRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ViewColumnRounded from '@mui/icons-material/ViewColumnRounded';
import { ColumnsPanelTrigger, ExportCsv } from '@mui/x-data-grid';
import { useTableContext } from './tableContext';

/** Typing settles this long before the search reaches the address (and the server, for server search). */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The search box. What is typed shows at once; it is written to the address once typing pauses.
 * `committed` is the last text sent and `seen` the address's last value: an address change that is
 * not our own echo (the menu link to the same page, a Clear search button) replaces the text typed.
 */
function SearchBox() {
  const { t } = useTranslation();
  const { list } = useTableContext();
  const search = list.state.search;
  const [draft, setDraft] = useState(search);
  const [committed, setCommitted] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== committed) {
      setCommitted(search);
      setDraft(search);
    }
  }

  const commit = (value: string) => {
    setCommitted(value);
    list.setSearch(value);
  };

  useEffect(() => {
    if (draft === committed) return undefined;
    const timer = setTimeout(() => {
      setCommitted(draft);
      list.setSearch(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, list]);

  return (
    <TextField
      type="search"
      size="small"
      label={t('table.search')}
      placeholder={t('table.searchPlaceholder')}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(draft);
      }}
      sx={{ width: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" aria-hidden />
            </InputAdornment>
          ),
          endAdornment: draft ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('table.clearSearch')}
                onClick={() => {
                  setDraft('');
                  commit('');
                }}
              >
                <ClearRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

/** The toolbar slot: search, the page's filters, the column chooser and CSV export. */
export function TableToolbar() {
  const { t } = useTranslation();
  const { filters, exportFileName } = useTableContext();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <SearchBox />
      {filters}
      <Box sx={{ flexGrow: 1 }} />
      <ColumnsPanelTrigger
        render={(props) => (
          <Button {...props} size="small" startIcon={<ViewColumnRounded />}>
            {t('table.columns')}
          </Button>
        )}
      />
      {exportFileName && (
        <ExportCsv
          options={{ utf8WithBom: true, fileName: exportFileName }}
          render={(props) => (
            <Button {...props} size="small" startIcon={<DownloadRounded />}>
              {t('table.exportCsv')}
            </Button>
          )}
        />
      )}
    </Box>
  );
}
