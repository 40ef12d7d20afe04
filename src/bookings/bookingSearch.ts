/**
 * The booking filters (spec section 5): values trimmed, empty ones omitted, all three empty means
 * a plain reload. They live in the address, so a search survives a reload and can be shared.
 */
import { withinSearchLimit } from '../lib/searchText';
import type { BookingSearchQuery, BookingStatusFilter } from '../services/contract';

export type StatusFilter = 'ALL' | BookingStatusFilter;
export const STATUS_FILTERS: readonly StatusFilter[] = ['ALL', 'PENDING', 'ACCEPT'];

export interface BookingFilterValues {
  keyword: string;
  bookingCode: string;
  status: StatusFilter;
}

export const EMPTY_FILTERS: BookingFilterValues = { keyword: '', bookingCode: '', status: 'ALL' };

/** Cards on a page: whole rows at 1, 2, 3 and 4 columns. Thousands of cards at once froze the page. */
export const BOOKINGS_PER_PAGE = 24;

/** The table kit's page parameter (listState), which the card lists use too: filters and tabs leave it out. */
export const PAGE_PARAM = 'page';

const FILTER_PARAMS = ['keyword', 'bookingCode', 'status'] as const;

const isStatusFilter = (value: unknown): value is BookingStatusFilter =>
  value === 'PENDING' || value === 'ACCEPT';

/** The search to send, or null when every filter is empty (a plain list load). */
export function searchQueryOf(values: Partial<BookingFilterValues>): BookingSearchQuery | null {
  const query: BookingSearchQuery = {};
  const keyword = typeof values.keyword === 'string' ? values.keyword.trim() : '';
  const bookingCode = typeof values.bookingCode === 'string' ? values.bookingCode.trim() : '';
  if (keyword) query.keyword = keyword;
  if (bookingCode) query.bookingCode = bookingCode;
  if (isStatusFilter(values.status)) query.status = values.status;
  return Object.keys(query).length > 0 ? query : null;
}

/** The filters the address holds, cut to the API's limits; an unknown status is no status. */
export function filtersFromParams(params: URLSearchParams): BookingFilterValues {
  const status = params.get('status');
  return {
    keyword: withinSearchLimit('keyword', params.get('keyword') ?? ''),
    bookingCode: withinSearchLimit('bookingCode', params.get('bookingCode') ?? ''),
    status: isStatusFilter(status) ? status : 'ALL',
  };
}

/** The address's parameters with these filters in place of the old ones; other parameters are kept. */
export function paramsWithFilters(
  params: URLSearchParams,
  values: Partial<BookingFilterValues>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  // Another search starts again from the first page of cards.
  for (const name of [...FILTER_PARAMS, PAGE_PARAM]) next.delete(name);
  for (const [name, value] of Object.entries(searchQueryOf(values) ?? {})) next.set(name, value);
  return next;
}
