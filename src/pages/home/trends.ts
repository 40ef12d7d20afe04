/**
 * Home's trends from the booking lists, where the API has no trends call (it answered 404): the
 * contract's rules (contract/trends.ts, the API's too) over the lists as the console reads them,
 * a missing or malformed amount as 0 and an entry that is not a booking left out.
 */
import type { Booking, BookingTrends } from '../../../contract';
import { bookingTrendsOf, type TrendBooking } from '../../../contract/trends';
import { bookingTransferOf, isCancelled, isOwed, sumBaht } from '../../payouts/payouts';
import { textOrNull } from '../../services/answers';

export interface BookingLists {
  pending: readonly Booking[];
  transferred: readonly Booking[];
  walkIns: readonly Booking[];
}

/** A listed booking as the trends read it; an entry that is not a booking is left out. */
const trendBookingsOf = (bookings: readonly Booking[]): TrendBooking[] =>
  (Array.isArray(bookings) ? bookings : [])
    .filter((booking): booking is Booking => typeof booking === 'object' && booking !== null)
    .map((booking) => ({
      bookingId: booking.bookingId,
      createDate: booking.createDate,
      totalPrice: sumBaht(booking.totalPrice),
      cancelled: isCancelled(booking.status),
      owed: isOwed(booking)
        ? {
            ownerProfileId: textOrNull(booking.ownerProfileId) ?? '',
            ownerFirstName: textOrNull(booking.ownerFirstName),
            ownerLastName: textOrNull(booking.ownerLastName),
            transfer: bookingTransferOf(booking),
          }
        : null,
    }));

export const trendsOfLists = (lists: BookingLists, today: string): BookingTrends =>
  bookingTrendsOf(
    {
      pending: trendBookingsOf(lists.pending),
      transferred: trendBookingsOf(lists.transferred),
      walkIns: trendBookingsOf(lists.walkIns),
    },
    today,
  );

/**
 * How many of the bookings the dashboard counts (`totalBooking`) no booking list returns: the lists
 * hold guest bookings paid by bank transfer and partners' walk-ins, so a booking paid another way
 * (by card) is counted but cannot be charted. 0 when the count is unknown.
 */
export function bookingsOutsideLists(totalBooking: unknown, listed: number): number {
  if (typeof totalBooking !== 'number' || !Number.isFinite(totalBooking)) return 0;
  return Math.max(0, totalBooking - listed);
}
