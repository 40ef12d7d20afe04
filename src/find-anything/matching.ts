import { withinSearchLimit } from '../lib/searchText';

/**
 * What the palette searches for: the typed text trimmed, its runs of spaces made one, cut to what
 * the API takes. Empty means no search (the palette then lists recently opened records).
 */
export function searchTermOf(typed: string): string {
  return withinSearchLimit('keyword', typed.trim().replace(/\s+/g, ' ')).trim();
}

/**
 * Letters with a case are folded one character for one ("É" to "é"), so positions in the folded
 * text are positions in the shown text; a character whose lower case is longer (Turkish "İ") and
 * scripts without case (Thai) stay as typed, so Thai matches exactly what was typed.
 */
function foldCase(text: string): string {
  let folded = '';
  for (const character of text) {
    const lower = character.toLowerCase();
    folded += lower.length === character.length ? lower : character;
  }
  return folded;
}

export type MatchRange = readonly [start: number, end: number];

/** Each place the term occurs in the text, in order and not overlapping; none for an empty term. */
export function matchRanges(text: string, term: string): MatchRange[] {
  if (!term) return [];
  const haystack = foldCase(text);
  const needle = foldCase(term);
  const ranges: MatchRange[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    ranges.push([at, at + needle.length]);
  }
  return ranges;
}

/** Whether any of the values (non-text ones are skipped) holds the term. */
export const anyMatches = (term: string, ...values: unknown[]): boolean =>
  values.some((value) => typeof value === 'string' && matchRanges(value, term).length > 0);

/** A term that may be (part of) a booking code, "150" or "PV-2026-000150": letters, digits and dashes, with a digit. */
export const mayBeBookingCode = (term: string): boolean => /^[\p{L}\d-]+$/u.test(term) && /\d/.test(term);
