import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { LimitedTextField } from '../../components/forms/LimitedTextField';
import { SearchLimits, type Location } from '../../../contract';
import { LocationPicker, locationLabel } from './LocationPicker';
import type { AppliedSearch } from './useSearchState';

export interface PropertySearchPanelProps {
  applied: AppliedSearch;
  locations: Location[];
  locationsLoading: boolean;
  onSearch: (search: AppliedSearch) => void;
  onClear: () => void;
}

interface Draft extends AppliedSearch {
  locationText: string;
}

/**
 * Keyword and location, Clear and Search (spec sections 2 and 5). What is typed stays a draft until
 * Search; the applied search lives in the address, and the draft follows it when it changes there
 * (Clear, back and forward).
 */
export function PropertySearchPanel({
  applied,
  locations,
  locationsLoading,
  onSearch,
  onClear,
}: PropertySearchPanelProps) {
  const { t } = useTranslation('properties');
  const labelOf = (locationId: string) => {
    const location = locations.find((candidate) => candidate.locationId === locationId);
    return location ? locationLabel(t, location) : '';
  };
  const fromApplied = (): Draft => ({ ...applied, locationText: labelOf(applied.locationId) });
  const [draft, setDraft] = useState<Draft>(fromApplied);
  const [shown, setShown] = useState(applied);
  if (shown.keyword !== applied.keyword || shown.locationId !== applied.locationId) {
    setShown(applied);
    setDraft(fromApplied());
  }

  const empty = draft.keyword.trim() === '' && draft.locationId === '';

  const submit = () => {
    if (!empty) onSearch({ keyword: draft.keyword.trim(), locationId: draft.locationId });
  };

  const clear = () => {
    setDraft({ keyword: '', locationId: '', locationText: '' });
    onClear();
  };

  return (
    <Card>
      <CardContent>
        {/* Not a <form>: the router's transition inside a submit event makes React build FormData, which
            the tests' environment cannot; Enter in the keyword box searches instead. */}
        <Box
          role="search"
          aria-label={t('properties:search.label')}
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.4fr) minmax(0, 1fr) auto' },
          }}
        >
          <LimitedTextField
            label={t('properties:search.keyword')}
            placeholder={t('properties:search.keywordPlaceholder')}
            value={draft.keyword}
            maxLength={SearchLimits.keyword}
            onChange={(event) => setDraft((current) => ({ ...current, keyword: event.target.value }))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <LocationPicker
            locations={locations}
            loading={locationsLoading}
            locationId={draft.locationId}
            text={draft.locationText}
            onChange={(locationId) => setDraft((current) => ({ ...current, locationId }))}
            onTextChange={(locationText) => setDraft((current) => ({ ...current, locationText }))}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: { xs: 'stretch', md: 'flex-end' } }}>
            <Button variant="outlined" onClick={clear} sx={{ flex: { xs: 1, md: 'none' } }}>
              {t('properties:search.clear')}
            </Button>
            <Button
              variant="contained"
              onClick={submit}
              disabled={empty}
              startIcon={<SearchRounded aria-hidden />}
              sx={{ flex: { xs: 1, md: 'none' } }}
            >
              {t('properties:search.submit')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
