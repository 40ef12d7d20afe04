import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingSearchQuery } from '../../contract';
import {
  bookingStatusFromParams,
  filtersFromParams,
  paramsWithBookingStatus,
  paramsWithFilters,
  searchQueryOf,
  type BookingFilterValues,
  type BookingStatusChoice,
} from './bookingSearch';

export interface BookingSearch {
  /** The filters as applied (from the address). */
  values: BookingFilterValues;
  /** What the lists are asked for: null for a plain load. */
  query: BookingSearchQuery | null;
  /** The booking status the pending list is narrowed to on the screen (from the address). */
  bookingStatus: BookingStatusChoice;
  apply: (values: BookingFilterValues) => void;
  setBookingStatus: (choice: BookingStatusChoice) => void;
  /** Every filter off, the booking status included. */
  clear: () => void;
}

/** The booking screens' filters, kept in the address. */
export function useBookingSearch(): BookingSearch {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => filtersFromParams(params), [params]);
  const query = useMemo(() => searchQueryOf(values), [values]);
  const bookingStatus = bookingStatusFromParams(params);
  const apply = useCallback(
    (next: BookingFilterValues) => setParams((current) => paramsWithFilters(current, next)),
    [setParams],
  );
  const setBookingStatus = useCallback(
    (choice: BookingStatusChoice) => setParams((current) => paramsWithBookingStatus(current, choice)),
    [setParams],
  );
  const clear = useCallback(
    () => setParams((current) => paramsWithFilters(paramsWithBookingStatus(current, 'ALL'), {})),
    [setParams],
  );
  return { values, query, bookingStatus, apply, setBookingStatus, clear };
}
