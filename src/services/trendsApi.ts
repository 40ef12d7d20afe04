import { toNumber } from '../lib/format';
import { api } from './api';
import type { ApiFailure } from './apiFailure';
import { countOf, fieldsOf, objectsOf, textOrNull, type Fields } from './answers';
import { TrendLimits, TrendPaths, type BookingTrends } from '../../contract';
import { daysEndingOn, monthsEndingIn } from '../../contract/calendar';

/** Home's trends (ours, proposed), or word that the API has no such call (404): home then computes them from the lists. */
export type BookingTrendsAnswer = { available: true; trends: BookingTrends } | { available: false };

const amountOf = (value: unknown) => Math.max(0, toNumber(value));
const trendFieldsOf = (fields: Fields) => ({
  inRange: countOf(fields.inRange),
  undated: countOf(fields.undated),
  noDates: fields.noDates === true,
});

/**
 * The trends as the charts can trust them: every day and month of the range the admin asked for,
 * in order, whatever the answer holds (a point missing or malformed is 0); partners without an
 * amount are left out.
 */
export function trendsAnswer(data: unknown, today: string): BookingTrends {
  const fields = fieldsOf(data) ?? {};
  const perDay = fieldsOf(fields.perDay) ?? {};
  const perMonth = fieldsOf(fields.perMonth) ?? {};
  const dayCounts = new Map(objectsOf(perDay.points).map((point) => [point.day, point.count]));
  const monthPoints = new Map(objectsOf(perMonth.points).map((point) => [point.month, point]));
  return {
    today,
    perDay: {
      ...trendFieldsOf(perDay),
      points: daysEndingOn(today, TrendLimits.days).map((day) => ({
        day,
        count: countOf(dayCounts.get(day)),
      })),
    },
    perMonth: {
      ...trendFieldsOf(perMonth),
      points: monthsEndingIn(today, TrendLimits.months).map((month) => ({
        month,
        value: amountOf(monthPoints.get(month)?.value),
        count: countOf(monthPoints.get(month)?.count),
      })),
    },
    partnersOwedMost: objectsOf(fields.partnersOwedMost)
      .map((partner) => ({
        ownerProfileId: textOrNull(partner.ownerProfileId) ?? '',
        ownerFirstName: textOrNull(partner.ownerFirstName),
        ownerLastName: textOrNull(partner.ownerLastName),
        owed: amountOf(partner.owed),
      }))
      .filter((partner) => partner.owed > 0)
      .slice(0, TrendLimits.partners),
    listed: countOf(fields.listed),
  };
}

export const trendsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Home's trends for the range ending on `today` (the admin's day in Bangkok). */
    getBookingTrends: build.query<BookingTrendsAnswer, string>({
      async queryFn(today, _api, _extraOptions, call) {
        const result = await call({ url: TrendPaths.bookings, params: { today } });
        if (result.error?.status === 404) return { data: { available: false } };
        if (result.error) return { error: result.error as ApiFailure };
        return { data: { available: true, trends: trendsAnswer(result.data, today) } };
      },
      providesTags: ['Bookings'],
      // The trends say it in place, with Try again.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetBookingTrendsQuery } = trendsApi;
