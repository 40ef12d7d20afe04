/**
 * Home's trends, one set of rules for the API (the trends call) and for the console (from the
 * booking lists, where the API has no such call): bookings per day over the last 30 days and
 * booking value per month over the last 12, by the day each booking was made (`createDate`, on the
 * marketplace's calendar), and the partners owed the most. A booking without a usable date is
 * counted apart; when no booking has one (an API without the field), the trend says so instead
 * of drawing zeros. Each side reads its bookings its own way into the facts these take.
 */
import { dayKeyOf, daysEndingOn, monthKeyOf, monthsEndingIn } from './calendar';
import { TrendLimits } from './limits';
import { bahtOf, satangOf } from './money';
import type { BookingTrends, DayTrend, MonthTrend, PartnerOwed } from './types';

/** A booking as the month trend counts it: when it was made, its total price, whether it was cancelled. */
export interface ValuedBooking {
  createDate: unknown;
  totalPrice: number;
  cancelled: boolean;
}

/** A booking owed to its partner (isOwedBooking), with what its transfer comes to. */
export interface OwedTransfer {
  ownerProfileId: string;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  transfer: number;
}

/** A booking as every trend reads it: what the month trend reads, its id, and its transfer if owed. */
export interface TrendBooking extends ValuedBooking {
  bookingId: unknown;
  owed: OwedTransfer | null;
}

/** The three booking lists the trends are read from. */
export interface TrendLists {
  pending: readonly TrendBooking[];
  transferred: readonly TrendBooking[];
  walkIns: readonly TrendBooking[];
}

/** Every trend of home, from the three lists: the partners owed are the pending list's. */
export function bookingTrendsOf(lists: TrendLists, today: string): BookingTrends {
  const all = [...lists.pending, ...lists.transferred, ...lists.walkIns];
  return {
    today,
    perDay: bookingsPerDay(
      all.map((booking) => booking.createDate),
      today,
    ),
    perMonth: bookingValuePerMonth(all, today),
    partnersOwedMost: partnersOwedMost(
      lists.pending.flatMap((booking) => (booking.owed ? [booking.owed] : [])),
    ),
    listed: new Set(all.map((booking) => booking.bookingId)).size,
  };
}

export function bookingsPerDay(
  createDates: readonly unknown[],
  today: string,
  days: number = TrendLimits.days,
): DayTrend {
  const counts = new Map(daysEndingOn(today, days).map((day) => [day, 0]));
  let undated = 0;
  let inRange = 0;
  for (const createDate of createDates) {
    const day = dayKeyOf(createDate);
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
    noDates: createDates.length > 0 && undated === createDates.length,
  };
}

export function bookingValuePerMonth(
  bookings: readonly ValuedBooking[],
  today: string,
  months: number = TrendLimits.months,
): MonthTrend {
  const inMonth = new Map(monthsEndingIn(today, months).map((month) => [month, { satang: 0, count: 0 }]));
  let undated = 0;
  for (const booking of bookings) {
    const month = monthKeyOf(booking.createDate);
    const point = month ? inMonth.get(month) : undefined;
    if (!month) undated += 1;
    else if (point) {
      point.count += 1;
      if (!booking.cancelled) point.satang += satangOf(booking.totalPrice);
    }
  }
  const points = [...inMonth].map(([month, { satang, count }]) => ({ month, value: bahtOf(satang), count }));
  return {
    points,
    inRange: points.reduce((sum, point) => sum + point.count, 0),
    undated,
    noDates: bookings.length > 0 && undated === bookings.length,
  };
}

/**
 * The partners owed the most, largest first (equal amounts by id), none owed nothing: the
 * transfers of their owed bookings summed to the satang.
 */
export function partnersOwedMost(
  owed: readonly OwedTransfer[],
  limit: number = TrendLimits.partners,
): PartnerOwed[] {
  const byOwner = new Map<string, PartnerOwed & { satang: number }>();
  for (const booking of owed) {
    const partner = byOwner.get(booking.ownerProfileId) ?? {
      ownerProfileId: booking.ownerProfileId,
      ownerFirstName: booking.ownerFirstName,
      ownerLastName: booking.ownerLastName,
      owed: 0,
      satang: 0,
    };
    partner.satang += satangOf(booking.transfer);
    byOwner.set(booking.ownerProfileId, partner);
  }
  return [...byOwner.values()]
    .filter((partner) => partner.satang > 0)
    .sort((a, b) => b.satang - a.satang || a.ownerProfileId.localeCompare(b.ownerProfileId))
    .slice(0, limit)
    .map(({ satang, ...partner }) => ({ ...partner, owed: bahtOf(satang) }));
}
