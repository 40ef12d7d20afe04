import { useCallback, useMemo } from 'react';
import { createParser, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { withinSearchLimit } from '../lib/searchText';
import { parseAsPage } from '../components/table/listState';
import type { BookingSearchQuery } from '../../contract';
import {
  BOOKING_STATUS_CHOICES,
  searchQueryOf,
  STATUS_FILTERS,
  type BookingFilterValues,
  type BookingStatusChoice,
} from './bookingSearch';

/** A search text from the address, cut to the API's limit for it. */
const parseAsSearchText = (field: 'keyword' | 'bookingCode') =>
  createParser({ parse: (text) => withinSearchLimit(field, text) || null, serialize: String }).withDefault(
    '',
  );

/**
 * The booking screens' parameters: the filters, the pending list's booking status, and the card
 * grid's page (the table kit's `page`), which every other search starts again from.
 */
const bookingSearchParsers = {
  keyword: parseAsSearchText('keyword'),
  bookingCode: parseAsSearchText('bookingCode'),
  status: parseAsStringLiteral(STATUS_FILTERS).withDefault('ALL'),
  bookingStatus: parseAsStringLiteral(BOOKING_STATUS_CHOICES).withDefault('ALL'),
  page: parseAsPage,
};

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

/** The booking screens' filters, kept in the address; a new search adds a history entry. */
export function useBookingSearch(): BookingSearch {
  const [params, setParams] = useQueryStates(bookingSearchParsers);
  const { keyword, bookingCode, status, bookingStatus } = params;
  const values = useMemo(() => ({ keyword, bookingCode, status }), [keyword, bookingCode, status]);
  const query = useMemo(() => searchQueryOf(values), [values]);
  const apply = useCallback(
    (next: BookingFilterValues) => {
      const applied = searchQueryOf(next);
      void setParams(
        {
          keyword: applied?.keyword ?? null,
          bookingCode: applied?.bookingCode ?? null,
          status: applied?.status ?? null,
          page: null,
        },
        { history: 'push' },
      );
    },
    [setParams],
  );
  const setBookingStatus = useCallback(
    (choice: BookingStatusChoice) =>
      void setParams({ bookingStatus: choice, page: null }, { history: 'push' }),
    [setParams],
  );
  const clear = useCallback(() => void setParams(null, { history: 'push' }), [setParams]);
  return { values, query, bookingStatus, apply, setBookingStatus, clear };
}
