import { canonicalPhone, looksLikePhone } from '../../lib/phone';

/**
 * The table's free-text search (spec section 2): a row matches when each word of the search is
 * found, ignoring case, in at least one of the row's text fields. Words may match different fields,
 * so "สมชาย ใจดี" finds a row whose first and last names are apart.
 */
export function searchWords(search: string): string[] {
  return search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

/** The values a row is searched by; only the texts among them count. Default: all of the row's fields. */
export type SearchTexts<R> = (row: R) => readonly unknown[];

const everyField: SearchTexts<object> = (row) => Object.values(row);

/**
 * Each row's searchable text, lower-cased once and kept per row object (rows are replaced, not
 * changed, when data changes), so that a keystroke over thousands of rows only compares strings.
 * The texts are joined by a line break, which no search word contains, so a word never spans two fields.
 */
const haystacks = new WeakMap<SearchTexts<never>, WeakMap<object, string>>();

function haystackOf<R extends object>(row: R, texts: SearchTexts<R>): string {
  let byRow = haystacks.get(texts as SearchTexts<never>);
  if (!byRow) haystacks.set(texts as SearchTexts<never>, (byRow = new WeakMap()));
  let haystack = byRow.get(row);
  if (haystack === undefined) {
    haystack = texts(row)
      .filter((value): value is string => typeof value === 'string')
      .map((value) => value.toLocaleLowerCase())
      .join('\n');
    byRow.set(row, haystack);
  }
  return haystack;
}

export function matchesSearch<R extends object>(
  row: R,
  words: readonly string[],
  texts: SearchTexts<R> = everyField,
): boolean {
  if (words.length === 0) return true;
  const haystack = haystackOf(row, texts);
  return words.every((word) => haystack.includes(word));
}

/**
 * Lower-cases the rows' texts ahead of the first search (e.g. while the page is idle), so that the
 * first keystroke over thousands of rows costs no more than the next ones.
 */
export function prepareSearch<R extends object>(
  rows: readonly R[],
  texts: SearchTexts<R> = everyField,
): void {
  for (const row of rows) haystackOf(row, texts);
}

/**
 * `texts` should be defined once (module level): its identity keys the cache of lower-cased texts.
 * A search that is a phone number however typed (082.424.6929, (082) 424-6929, +66 82 424 6929)
 * also matches its stored form among the texts, as the palette and the API's search read it (lib/phone).
 */
export function searchRows<R extends object>(
  rows: readonly R[],
  search: string,
  texts: SearchTexts<R> = everyField,
): readonly R[] {
  const words = searchWords(search);
  if (words.length === 0) return rows;
  const phone = looksLikePhone(search) ? canonicalPhone(search) : null;
  return rows.filter(
    (row) => matchesSearch(row, words, texts) || (phone !== null && haystackOf(row, texts).includes(phone)),
  );
}
