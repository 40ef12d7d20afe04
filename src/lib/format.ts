/**
 * The one place money, numbers and dates become text (spec sections 5 and 9). Missing numbers show
 * as 0, missing text as '-', invalid dates as '-'. Dates are shown in the marketplace's time zone,
 * where the bookings happen, whatever the admin's machine is set to; in Thai with the Buddhist-era
 * year, as th-TH formatting gives it (26/11/2569), in English with the Gregorian one (26/11/2026).
 */
import { MARKETPLACE_TIME_ZONE, parseDate } from '../../contract/calendar';
import { canonicalPhone } from './phone';

// The marketplace's calendar is the contract's, the API's too.
export { dayKeyOf, isDayKey, MARKETPLACE_TIME_ZONE, monthKeyOf, parseDate } from '../../contract/calendar';

export type FormatLanguage = 'th' | 'en';

const MISSING_TEXT = '-';
const numberLocale = (language: FormatLanguage) => (language === 'th' ? 'th-TH' : 'en-US');

/**
 * Intl's formatters cost far more to make than to use (MDN advises reusing one when formatting
 * many values): each locale and set of options gets one, made on first use and kept.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const found = formatters.get(key) as F | undefined;
  if (found) return found;
  const made = make();
  formatters.set(key, made);
  return made;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  kept(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  kept(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** A finite number from a number or numeric string; anything else is null (missing). */
export function numberOrNull(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A finite number from a number or numeric string; anything else is 0. */
export const toNumber = (value: unknown): number => numberOrNull(value) ?? 0;

/** Thousands separated, at most two decimals: 12500 → "12,500". */
export function formatNumber(value: unknown, language: FormatLanguage = 'th'): string {
  return numberFormat(numberLocale(language), { maximumFractionDigits: 2 }).format(toNumber(value));
}

/** A number in few characters, for a chart's axis ("12K", "1.2M"; "1.2 ล้าน" in Thai). */
export function formatCompactNumber(value: unknown, language: FormatLanguage = 'th'): string {
  return numberFormat(numberLocale(language), { notation: 'compact' }).format(toNumber(value));
}

/** Baht with the ฿ sign, thousands separated, satang only when there are some: "฿12,500", "฿99.50". */
export function formatBaht(value: unknown, language: FormatLanguage = 'th'): string {
  const amount = toNumber(value);
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(numberLocale(language), {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** The text itself, or '-' when it is missing or blank. */
export function formatText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : MISSING_TEXT;
}

/**
 * A phone number as the admin reads it: a Thai mobile 081-234-5678, a Bangkok line 02-123-4567,
 * another Thai line 053-123-456; anything else as stored, '-' when missing.
 */
export function formatPhone(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return MISSING_TEXT;
  const digits = canonicalPhone(value);
  const groups =
    /^(0\d{2})(\d{3})(\d{4})$/.exec(digits) ??
    /^(02)(\d{3})(\d{4})$/.exec(digits) ??
    /^(0\d{2})(\d{3})(\d{3})$/.exec(digits);
  return groups ? groups.slice(1).join('-') : value;
}

/** The calendar of a language: the Buddhist era in Thai (as th-TH formats), the Gregorian in English. */
const calendarOf = (language: FormatLanguage) => (language === 'th' ? 'buddhist' : 'gregory');

/** A date's fields on the marketplace's clock, in Latin digits, in the language's calendar. */
function parts(
  date: Date,
  language: FormatLanguage,
  options: Intl.DateTimeFormatOptions,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of dateTimeFormat('en-GB', {
    timeZone: MARKETPLACE_TIME_ZONE,
    calendar: calendarOf(language),
    hourCycle: 'h23',
    ...options,
  }).formatToParts(date)) {
    found[part.type] = part.value;
  }
  return found;
}

/** The hour (0–23) of an instant on the marketplace's clock: what the greeting goes by. */
export function marketplaceHourOf(date: Date): number {
  return Number(parts(date, 'en', { hour: '2-digit' }).hour);
}

/** dd/mm/yyyy, the year in the language's calendar (26/11/2569 in Thai, 26/11/2026 in English), or '-'. */
export function formatDate(value: unknown, language: FormatLanguage): string {
  const date = parseDate(value);
  if (!date) return MISSING_TEXT;
  const { day, month, year } = parts(date, language, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${day}/${month}/${year}`;
}

/** HH:mm:ss in the marketplace's time zone (when a list was last loaded), or '-'. */
export function formatTime(value: unknown, language: FormatLanguage): string {
  const date = parseDate(value);
  if (!date) return MISSING_TEXT;
  const { hour, minute, second } = parts(date, language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return `${hour}:${minute}:${second}`;
}

/** dd/mm/yyyy HH:mm, the year as in formatDate, or '-'. */
export function formatDateTime(value: unknown, language: FormatLanguage): string {
  const date = parseDate(value);
  if (!date) return MISSING_TEXT;
  const { day, month, year, hour, minute } = parts(date, language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/**
 * The long date with weekday: in Thai with the Buddhist era ("วันเสาร์ที่ 21 พฤศจิกายน 2569"),
 * in English with the Gregorian year ("Saturday, 21 November 2026"); '-' when invalid.
 */
export function formatThaiLongDate(value: unknown, language: FormatLanguage = 'th'): string {
  const date = parseDate(value);
  if (!date) return MISSING_TEXT;
  return dateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    timeZone: MARKETPLACE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** A "YYYY-MM" month as its name and year (Buddhist era in Thai); anything else is returned as is. */
export function formatMonth(month: string, language: FormatLanguage = 'th'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return dateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

const calendarLocale = (language: FormatLanguage) => (language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB');

/** A "YYYY-MM-DD" day as its day and short month, for a chart's axis ("26 พ.ย.", "26 Nov"); anything else as is. */
export function formatShortDay(day: string, language: FormatLanguage = 'th'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return dateTimeFormat(calendarLocale(language), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** A "YYYY-MM" month short, with its year in the language's calendar ("พ.ย. 69", "Nov 2026"); anything else as is. */
export function formatShortMonth(month: string, language: FormatLanguage = 'th'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  // Thai writes the Buddhist year short ("พ.ย. 69"); "Nov 26" would read as a day in English.
  return dateTimeFormat(calendarLocale(language), {
    timeZone: 'UTC',
    month: 'short',
    year: language === 'th' ? '2-digit' : 'numeric',
  }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

const KILOBYTE = 1024;

/**
 * A file's size in kB, or in MB from 1,000 kB up (1024-based, as the slip limits are counted), so
 * a small file never reads "0 MB": "3.4 kB", "0.98 MB", "4.25 MB".
 */
export function formatFileSize(bytes: unknown, language: FormatLanguage = 'th'): string {
  const kilobytes = Math.max(0, toNumber(bytes)) / KILOBYTE;
  const [value, unit, fractionDigits] =
    kilobytes < 1000 ? [kilobytes, 'kilobyte', 1] : [kilobytes / KILOBYTE, 'megabyte', 2];
  return numberFormat(numberLocale(language), {
    style: 'unit',
    unit,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** An amount as a plain number with two decimals, as an accounting spreadsheet reads it (CSV). */
export const formatPlainAmount = (value: unknown): string => toNumber(value).toFixed(2);
