/**
 * The table's free-text search (spec section 2): a row matches when each word of the search is
 * found, ignoring case, in at least one of the row's text fields. Words may match different fields,
 * so "สมชาย ใจดี" finds a row whose first and last names are apart.
 */
export function searchWords(search: string): string[] {
  return search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

export function matchesSearch(row: object, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const texts = Object.values(row)
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.toLocaleLowerCase());
  return words.every((word) => texts.some((text) => text.includes(word)));
}

export function searchRows<R extends object>(rows: readonly R[], search: string): readonly R[] {
  const words = searchWords(search);
  return words.length === 0 ? rows : rows.filter((row) => matchesSearch(row, words));
}
