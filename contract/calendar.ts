/**
 * The marketplace's calendar: Thailand's. Every day and month the API and the console count by
 * (home's trends, the work queues' ages, a refund's days before check-in) is a day in Bangkok,
 * whatever the clock of the machine that counts.
 */

/** The marketplace's time zone. */
export const MARKETPLACE_TIME_ZONE = 'Asia/Bangkok';
/** Thailand has no daylight saving: its day is always UTC+7, 24 hours long. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant from a Date, an ISO text or epoch milliseconds; null when it is missing or invalid. */
export function parseDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date
      ? new Date(value.getTime())
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** "YYYY-MM-DD" of an instant on the marketplace's clock; null when it is missing or invalid. */
export function dayKeyOf(value: unknown): string | null {
  const date = parseDate(value);
  return date ? new Date(date.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10) : null;
}

/** "YYYY-MM" of an instant on the marketplace's clock; null when it is missing or invalid. */
export function monthKeyOf(value: unknown): string | null {
  return dayKeyOf(value)?.slice(0, 7) ?? null;
}

/** A "YYYY-MM-DD" day that exists (not 2026-02-30): what a date input gives and a day filter takes. */
export function isDayKey(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The `days` days ending with `today` ("YYYY-MM-DD"), oldest first. */
export function daysEndingOn(today: string, days: number): string[] {
  const last = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(last - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The `months` months ending with the month of `today` ("YYYY-MM-DD" or "YYYY-MM"), oldest first. */
export function monthsEndingIn(today: string, months: number): string[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: months }, (_, index) =>
    new Date(Date.UTC(year, month - 1 - (months - 1 - index), 1)).toISOString().slice(0, 7),
  );
}
