/**
 * Reading the API's answers as the screens can trust them (spec section 7): missing data is an
 * empty list, and a field of the wrong type is read as missing (the screens then show '-' or 0),
 * so a malformed answer cannot break a screen. Each API file shapes its records with these.
 */
import { toNumber } from '../lib/format';

/** An answer's object, its fields not yet checked. */
export type Fields = Record<string, unknown>;

/** The value as an object of fields, or null when it is none (null, a list, text…). */
export const fieldsOf = (value: unknown): Fields | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;

/** The objects of a list; anything but an array is an empty list, and what is not an object is dropped. */
export const objectsOf = (value: unknown): Fields[] =>
  Array.isArray(value) ? value.filter((item): item is Fields => fieldsOf(item) !== null) : [];

/**
 * A list answer as the screens can trust it: anything but an array is an empty list, entries that
 * are not objects (null, text, nested lists) are dropped, and each entry is shaped by `entry`.
 */
export const listAnswer = <T>(data: unknown, entry: (fields: Fields) => T): T[] => objectsOf(data).map(entry);

/** A text field as sent, or null when missing or not text (the screens then show '-'). */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** An id as sent; a missing one stays missing, for the table kit to report. */
export const idOf = (value: unknown): string =>
  (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined) as string;

/** A count as sent: what is missing, malformed or negative is 0, a fraction its whole part. */
export const countOf = (value: unknown): number => Math.max(0, Math.trunc(toNumber(value)));
