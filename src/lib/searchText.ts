import { SearchLimits } from '../../contract';

/**
 * A search value from the address cut to what the API takes: a shared link or an edited address
 * can hold any length, and a longer value would only have the search refused. The cut never
 * leaves half of a character the text writes with two UTF-16 units (an emoji).
 */
export function withinSearchLimit(field: keyof typeof SearchLimits, text: string): string {
  const cut = text.slice(0, SearchLimits[field]);
  return cut.length < text.length && /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
