import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Autocomplete, { type AutocompleteCloseReason } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { formatText } from '../../lib/format';
import type { Location } from '../../../contract';

/** Spec section 9: the location dropdown closes this long after the box loses focus. */
export const LOCATION_CLOSE_DELAY_MS = 150;

/** A location as the dropdown and its box show it: name and code, '-' for either when missing. */
export const locationLabel = (t: TFunction, location: Location): string =>
  t('properties:search.locationOption', {
    name: formatText(location.name),
    code: formatText(location.code),
  });

/** Name or code containing the typed text, case-insensitively (spec section 5). */
export function filterLocations(locations: readonly Location[], text: string): Location[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (!wanted) return [...locations];
  return locations.filter(
    (location) =>
      location.name.toLocaleLowerCase().includes(wanted) ||
      location.code.toLocaleLowerCase().includes(wanted),
  );
}

export interface LocationPickerProps {
  locations: Location[];
  loading: boolean;
  /** The chosen location's id; '' for none. */
  locationId: string;
  /** What the box shows: the chosen location's label, or what the admin is typing. */
  text: string;
  onChange: (locationId: string) => void;
  onTextChange: (text: string) => void;
}

/**
 * The searchable location dropdown (MUI Autocomplete). Typing clears the chosen location (spec
 * section 5): a location counts only once picked from the list, and text left unpicked is cleared
 * when the list closes.
 */
export function LocationPicker({
  locations,
  loading,
  locationId,
  text,
  onChange,
  onTextChange,
}: LocationPickerProps) {
  const { t } = useTranslation('properties');
  const chosen = locations.find((location) => location.locationId === locationId) ?? null;
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Read by the delayed close, which runs after the render that scheduled it.
  const latestLocationId = useRef(locationId);
  useEffect(() => {
    latestLocationId.current = locationId;
  }, [locationId]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = (reason: AutocompleteCloseReason) => {
    clearTimeout(closeTimer.current);
    if (reason !== 'blur') {
      setOpen(false);
      return;
    }
    closeTimer.current = setTimeout(() => {
      setOpen(false);
      if (!latestLocationId.current) onTextChange('');
    }, LOCATION_CLOSE_DELAY_MS);
  };

  return (
    <Autocomplete<Location, false, false, false>
      options={locations}
      value={chosen}
      inputValue={text}
      open={open}
      onOpen={() => {
        clearTimeout(closeTimer.current);
        setOpen(true);
      }}
      onClose={(_event, reason) => close(reason)}
      onChange={(_event, location) => onChange(location?.locationId ?? '')}
      onInputChange={(_event, value, reason) => {
        onTextChange(value);
        if (reason === 'input' && locationId) onChange('');
      }}
      clearOnBlur={false}
      loading={loading}
      loadingText={t('properties:search.locationsLoading')}
      noOptionsText={t('properties:search.locationNotFound')}
      getOptionLabel={(location) => locationLabel(t, location)}
      getOptionKey={(location) => location.locationId}
      isOptionEqualToValue={(option, value) => option.locationId === value.locationId}
      filterOptions={(options, state) => filterLocations(options, state.inputValue)}
      slotProps={{ listbox: { sx: { maxHeight: '15rem' } } }}
      renderOption={({ key, ...props }, location) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <PlaceRounded fontSize="small" color="action" aria-hidden />
          <Typography component="span" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {formatText(location.name)}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            sx={{ color: 'text.secondary', fontFamily: 'monospace' }}
          >
            {formatText(location.code)}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('properties:search.location')}
          placeholder={t('properties:search.locationPlaceholder')}
        />
      )}
    />
  );
}
