import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingSearchQuery } from '../services/contract';
import {
  filtersFromParams,
  paramsWithFilters,
  searchQueryOf,
  type BookingFilterValues,
} from './bookingSearch';

export interface BookingSearch {
  /** The filters as applied (from the address). */
  values: BookingFilterValues;
  /** What the lists are asked for: null for a plain load. */
  query: BookingSearchQuery | null;
  apply: (values: BookingFilterValues) => void;
  clear: () => void;
}

/** The booking screens' filters, kept in the address. */
export function useBookingSearch(): BookingSearch {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => filtersFromParams(params), [params]);
  const query = useMemo(() => searchQueryOf(values), [values]);
  const apply = useCallback(
    (next: BookingFilterValues) => setParams((current) => paramsWithFilters(current, next)),
    [setParams],
  );
  const clear = useCallback(() => setParams((current) => paramsWithFilters(current, {})), [setParams]);
  return { values, query, apply, clear };
}
