import { useState } from 'react';
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
import {
  ColumnsPanelTrigger,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { formatNumber, type FormatLanguage } from '../../lib/format';
import { useAppDispatch, useAppSelector } from '../../slices/hooks';
import { alertShown } from '../../slices/alertSlice';
import { selectLanguage } from '../../slices/themeSlice';
import { ListFreshness } from '../feedback/ListFreshness';
import { downloadCsv } from '../../lib/download';
import { csvOfRows, type ExportRows } from './exportCsv';
import { useTableContext } from './tableContext';

export { SEARCH_DEBOUNCE_MS } from './searchDraft';

/**
 * The search box. What is typed shows at once (and, for a client search, filters the rows at once);
 * it reaches the address once typing pauses, or on Enter (DataTable's `useSearchDraft`). One clear
 * button, the console's; Escape clears too.
 */
function SearchBox() {
  const { t } = useTranslation('table');
  const { search } = useTableContext();
  const draft = search.text;

  return (
    <TextField
      size="small"
      label={t('table:search')}
      placeholder={t('table:searchPlaceholder')}
      value={draft}
      onChange={(event) => search.change(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.commit(draft);
        // What a search input's Escape does, kept.
        if (event.key === 'Escape' && draft) search.commit('');
      }}
      sx={{ width: { xs: '100%', sm: 280 } }}
      slotProps={{
        // A text input in the searchbox role rather than type="search": the browsers' own clear
        // button (Chrome's, Safari's) would sit beside the console's and cover the typed text.
        htmlInput: { role: 'searchbox', enterKeyHint: 'search' },
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
                aria-label={t('table:clearSearch')}
                onClick={() => search.commit('')}
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

/**
 * Export CSV: every row the search and filters match, in the order shown, not only the page on
 * screen. Where the API pages (`exportRows`), those rows are loaded first (the count shows as it
 * goes); a load that fails saves no file and says so.
 */
function ExportButton({ exportRows, fileName }: { exportRows?: ExportRows<object>; fileName: string }) {
  const { t } = useTranslation('table');
  const apiRef = useGridApiContext();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage) as FormatLanguage;
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  // Where the grid holds every row: those its filters keep, sorted as shown.
  const shownRows: ExportRows<object> = async () =>
    gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model);

  const exportAll = async () => {
    setProgress({ loaded: 0, total: 0 });
    try {
      const rows = await (exportRows ?? shownRows)((loaded, total) => setProgress({ loaded, total }));
      downloadCsv(await csvOfRows(apiRef, rows), `${fileName}.csv`);
    } catch {
      dispatch(
        alertShown({
          type: 'error',
          titleKey: 'table:exportFailed.title',
          messageKey: 'table:exportFailed.message',
        }),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button
      size="small"
      startIcon={<DownloadRounded />}
      loading={progress !== null}
      loadingPosition="start"
      onClick={() => void exportAll()}
    >
      {progress && progress.total > 0
        ? t('table:exporting', {
            loaded: formatNumber(progress.loaded, language),
            total: formatNumber(progress.total, language),
          })
        : t('table:exportCsv')}
    </Button>
  );
}

/** The toolbar slot: search, the page's filters, freshness and Refresh, the column chooser and CSV export. */
export function TableToolbar() {
  const { t } = useTranslation('table');
  const { searchable, filters, exportFileName, exportRows, refresh } = useTableContext();
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
      {searchable && <SearchBox />}
      {filters}
      <Box sx={{ flexGrow: 1 }} />
      {refresh && <ListFreshness {...refresh} />}
      <ColumnsPanelTrigger
        render={(props) => (
          <Button {...props} size="small" startIcon={<ViewColumnRounded />}>
            {t('table:columns')}
          </Button>
        )}
      />
      {exportFileName && <ExportButton exportRows={exportRows} fileName={exportFileName} />}
    </Box>
  );
}
