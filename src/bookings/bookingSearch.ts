/**
 * The booking filters (spec section 5): values trimmed, empty ones omitted, all three empty means
 * a plain reload. They live in the address (useBookingSearch), so a search survives a reload and
 * can be shared.
 */
import type { Booking, BookingSearchQuery, BookingStatus, BookingStatusFilter } from '../../contract';
import { isOwed } from '../payouts/payouts';

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

// ---------- the pending list's booking status ----------

/**
 * The pending transfers by where the booking stands: one of its statuses, or ready to pay (deposit
 * verified, not cancelled, no transfer yet). The API filters by the deposit's status only, so this
 * one is applied to the list on the screen; like the others it lives in the address.
 */
export type BookingStatusChoice = 'ALL' | 'READY' | BookingStatus;
export const BOOKING_STATUS_CHOICES: readonly BookingStatusChoice[] = [
  'ALL',
  'READY',
  'PENDING',
  'CONFIRM',
  'PAYMENT2',
  'SUCCESS',
  'CANCEL',
];
export const BOOKING_STATUS_PARAM = 'bookingStatus';

/** The bookings the choice shows, in the list's order. */
export function bookingsWithStatus(bookings: readonly Booking[], choice: BookingStatusChoice): Booking[] {
  if (choice === 'ALL') return [...bookings];
  if (choice === 'READY') return bookings.filter((booking) => booking && isOwed(booking));
  return bookings.filter((booking) => booking?.status === choice);
}
