import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { SearchLimits } from '../../contract';
import { LimitedTextField } from '../components/forms/LimitedTextField';
import {
  EMPTY_FILTERS,
  searchQueryOf,
  STATUS_FILTERS,
  type BookingFilterValues,
  type StatusFilter,
} from './bookingSearch';

const sameFilters = (a: BookingFilterValues, b: BookingFilterValues) =>
  a.keyword === b.keyword && a.bookingCode === b.bookingCode && a.status === b.status;
/** The lists would be asked for the same thing: the address alone would not fetch them again. */
const sameQuery = (a: BookingFilterValues, b: BookingFilterValues) =>
  JSON.stringify(searchQueryOf(a)) === JSON.stringify(searchQueryOf(b));

export interface BookingFiltersProps {
  /** The filters applied now; the fields start from them. */
  values: BookingFilterValues;
  onSearch: (values: BookingFilterValues) => void;
  onClear: () => void;
  /** Loads the lists again: Search and Clear always fetch (spec section 5), even when nothing changed. */
  onRefresh: () => void;
}

/**
 * Keyword, booking code and period 1 status (spec section 2). Nothing is searched while typing:
 * Search (or Enter) applies, Clear empties the fields and reloads the full lists; either one
 * fetches again when the filters are those already applied.
 */
export function BookingFilters({ values, onSearch, onClear, onRefresh }: BookingFiltersProps) {
  const { t } = useTranslation('bookings');
  const [draft, setDraft] = useState(values);
  // The address's filters as last seen here.
  const [seen, setSeen] = useState(values);
  // The filters this form's own Search or Clear is putting in the address. The router shows the new
  // address in a transition, after other renders: what is typed meanwhile must not be wiped when it lands.
  const [sent, setSent] = useState<BookingFilterValues | null>(null);
  if (!sameFilters(seen, values)) {
    setSeen(values);
    if (sent && sameFilters(sent, values)) setSent(null);
    // Changed elsewhere (back button, a link): the fields follow the address.
    else setDraft(values);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(draft);
    onSearch(draft);
    if (sameQuery(draft, values)) onRefresh();
  };
  const set = (field: keyof BookingFilterValues) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Card component="section" aria-label={t('bookings:filters.title')} sx={{ mb: 3 }}>
      <CardContent>
        <Box
          component="form"
          role="search"
          onSubmit={submit}
          onReset={(event: FormEvent) => {
            event.preventDefault();
            setDraft(EMPTY_FILTERS);
            setSent(EMPTY_FILTERS);
            onClear();
            if (sameQuery(EMPTY_FILTERS, values)) onRefresh();
          }}
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '2fr 1.5fr 1fr auto' },
          }}
        >
          <LimitedTextField
            label={t('bookings:filters.keyword')}
            placeholder={t('bookings:filters.keywordPlaceholder')}
            value={draft.keyword}
            maxLength={SearchLimits.keyword}
            onChange={set('keyword')}
            size="small"
            name="keyword"
            autoComplete="off"
          />
          <LimitedTextField
            label={t('bookings:filters.bookingCode')}
            placeholder={t('bookings:filters.bookingCodePlaceholder')}
            value={draft.bookingCode}
            maxLength={SearchLimits.bookingCode}
            onChange={set('bookingCode')}
            size="small"
            name="bookingCode"
            autoComplete="off"
          />
          <TextField
            select
            label={t('bookings:filters.status')}
            value={draft.status}
            onChange={(event) =>
              setDraft((current) => ({ ...current, status: event.target.value as StatusFilter }))
            }
            size="small"
            name="status"
          >
            {STATUS_FILTERS.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`bookings:filters.statusOption.${status}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              justifyContent: 'flex-end',
              gridColumn: { sm: '1 / -1', lg: 'auto' },
            }}
          >
            <Button type="reset" variant="outlined">
              {t('bookings:filters.clear')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SearchRounded aria-hidden />}>
              {t('bookings:filters.search')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
