/** How handlers read text the schemas have already checked: trimmed, blank meaning "none". */

/** A search value: trimmed, undefined when blank (no filter). */
export const searchValue = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** An update's optional text: undefined leaves the value as it is, null or blank clears it. */
export const clearable = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value?.trim() || null;

/** A `LIKE … ESCAPE '\'` pattern matching `text` anywhere, with `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "First Last" of the parts that are there, or null when neither is. */
export const fullNameOf = (first: string | null, last: string | null): string | null =>
  [first, last].filter((part) => part && part.trim()).join(' ') || null;
