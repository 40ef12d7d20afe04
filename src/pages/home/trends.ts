/**
 * Home's trends, from the booking lists the console already loads: bookings per day over the last
 * 30 days and booking value per month over the last 12, by the day each booking was made
 * (`createDate`, on the marketplace's clock), and the partners owed the most. A booking without a
 * usable date is counted apart; when no booking has one (an API without the field), the chart says
 * so instead of drawing zeros.
 */
import type { Booking } from '../../../contract';
import { dayKeyOf, monthKeyOf } from '../../lib/format';
import { isCancelled, partnerEarningsOf, sumBaht } from '../../payouts/payouts';
import { fullNameOf } from '../../lib/names';

const DAY_MS = 86_400_000;

export interface Trend<Point> {
  points: Point[];
  /** Bookings in the range. */
  inRange: number;
  /** Bookings without a usable creation date. */
  undated: number;
  /** There were bookings, and none had a date: the chart cannot be drawn. */
  noDates: boolean;
}

export interface DayPoint {
  /** "YYYY-MM-DD", Bangkok. */
  day: string;
  count: number;
}

export interface MonthPoint {
  /** "YYYY-MM", Bangkok. */
  month: string;
  /** Sum of the total prices, baht; a cancelled booking counts nothing. */
  value: number;
  count: number;
}

const bookingsOf = (bookings: readonly Booking[]) =>
  (Array.isArray(bookings) ? bookings : []).filter(
    (booking): booking is Booking => typeof booking === 'object' && booking !== null,
  );

/** The last `days` days, ending today on the marketplace's clock, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  // Bangkok has no daylight saving: a day is always 24 hours there.
  return Array.from(
    { length: days },
    (_, index) => dayKeyOf(now.getTime() - (days - 1 - index) * DAY_MS) ?? '',
  );
}

/** The last `months` months, ending this month on the marketplace's clock, oldest first. */
export function lastMonths(now: Date, months: number): string[] {
  const [year, month] = (monthKeyOf(now) ?? '1970-01').split('-').map(Number);
  return Array.from({ length: months }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (months - 1 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

export function bookingsPerDay(bookings: readonly Booking[], now: Date, days = 30): Trend<DayPoint> {
  const counts = new Map(lastDays(now, days).map((day) => [day, 0]));
  const all = bookingsOf(bookings);
  let undated = 0;
  let inRange = 0;
  for (const booking of all) {
    const day = dayKeyOf(booking.createDate);
    if (!day) undated += 1;
    else if (counts.has(day)) {
      counts.set(day, (counts.get(day) ?? 0) + 1);
      inRange += 1;
    }
  }
  return {
    points: [...counts].map(([day, count]) => ({ day, count })),
    inRange,
    undated,
    noDates: all.length > 0 && undated === all.length,
  };
}

export function bookingValuePerMonth(
  bookings: readonly Booking[],
  now: Date,
  months = 12,
): Trend<MonthPoint> {
  const inMonth = new Map(lastMonths(now, months).map((month) => [month, [] as Booking[]]));
  const all = bookingsOf(bookings);
  let undated = 0;
  for (const booking of all) {
    const month = monthKeyOf(booking.createDate);
    if (!month) undated += 1;
    else inMonth.get(month)?.push(booking);
  }
  const points = [...inMonth].map(([month, monthBookings]) => ({
    month,
    value: sumBaht(
      ...monthBookings.filter((booking) => !isCancelled(booking.status)).map((booking) => booking.totalPrice),
    ),
    count: monthBookings.length,
  }));
  return {
    points,
    inRange: points.reduce((sum, point) => sum + point.count, 0),
    undated,
    noDates: all.length > 0 && undated === all.length,
  };
}

export interface PartnerOwed {
  ownerProfileId: string;
  name: string;
  owed: number;
}

/** The partners owed the most (ready-to-pay bookings only), largest first; none owed nothing. */
export function partnersOwedMost(pending: readonly Booking[], limit = 10): PartnerOwed[] {
  return partnerEarningsOf(bookingsOf(pending))
    .filter((partner) => partner.owed > 0)
    .slice(0, limit)
    .map((partner) => ({
      ownerProfileId: partner.ownerProfileId,
      name: fullNameOf(partner.ownerFirstName, partner.ownerLastName),
      owed: partner.owed,
    }));
}

/**
 * How many of the bookings the dashboard counts (`totalBooking`) no booking list returns: the lists
 * hold guest bookings paid by bank transfer and partners' walk-ins, so a booking paid another way
 * (by card) is counted but cannot be charted. 0 when the count is unknown.
 */
export function bookingsOutsideLists(totalBooking: unknown, listed: readonly Booking[]): number {
  if (typeof totalBooking !== 'number' || !Number.isFinite(totalBooking)) return 0;
  const ids = new Set(bookingsOf(listed).map((booking) => booking.bookingId));
  return Math.max(0, totalBooking - ids.size);
}
