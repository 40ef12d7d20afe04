/**
 * Months of the earnings page and the payout run. A booking belongs to the month of its check-in (the stay) or of its
 * creation, in Thailand's time, as "YYYY-MM".
 */
import { monthKeyOf } from '../lib/format';
import type { Booking } from '../../contract';

export type MonthBasis = 'checkin' | 'created';
export const MONTH_BASES: readonly MonthBasis[] = ['checkin', 'created'];
/** The month filter's value for every month. */
export const ALL_MONTHS = 'ALL';

export const bookingMonthOf = (booking: Booking, basis: MonthBasis) =>
  monthKeyOf(basis === 'checkin' ? booking.checkinDate : booking.createDate);

/** The bookings of a month ("ALL": every booking). */
export function bookingsInMonth(bookings: readonly Booking[], month: string, basis: MonthBasis): Booking[] {
  return bookings.filter(
    (booking) => booking && (month === ALL_MONTHS || bookingMonthOf(booking, basis) === month),
  );
}

/**
 * Months 01–12 of four-digit years: Date.UTC rolls month 13 into the next year and reads years 0–99
 * as 1900–1999, so the label would name a month the filter does not match.
 */
const MONTH_KEY = /^[1-9]\d{3}-(0[1-9]|1[0-2])$/;
export const isMonthKey = (value: string) => MONTH_KEY.test(value);

/** The months the bookings fall in, with `include` (the current and the chosen month), latest first. */
export function monthsOf(
  bookings: readonly Booking[],
  basis: MonthBasis,
  include: readonly string[],
): string[] {
  const months = new Set(include.filter(isMonthKey));
  for (const booking of bookings) {
    const month = booking ? bookingMonthOf(booking, basis) : null;
    if (month) months.add(month);
  }
  return [...months].sort().reverse();
}
