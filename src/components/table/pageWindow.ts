/** The pagination arithmetic of the table kit (spec sections 2, 5 and 9), free of React so it is tested alone. */

/** Page buttons shown at once. */
export const PAGE_WINDOW = 5;

export type PageItem =
  | { type: 'page'; page: number }
  /** Pages hidden before or after the window; `target` is the page a click jumps to (a window away). */
  | { type: 'ellipsis'; position: 'start' | 'end'; target: number };

/** Pages needed for `total` rows; an empty list still has page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The page kept between 1 and `pageCount` (spec section 5: not below 1, not above the total). */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Math.floor(pageCount));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/**
 * The buttons for `current` of `pageCount` pages: a window of at most `size` consecutive pages,
 * centred on the current one where the ends allow, with an ellipsis on each side that hides pages.
 *
 *   pageWindow(1, 10)  → 1 2 3 4 5 …
 *   pageWindow(6, 10)  → … 4 5 6 7 8 …
 *   pageWindow(10, 10) → … 6 7 8 9 10
 */
export function pageWindow(current: number, pageCount: number, size = PAGE_WINDOW): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const page = clampPage(current, count);
  const width = Math.min(Math.max(1, size), count);
  const start = Math.min(Math.max(1, page - Math.floor(width / 2)), count - width + 1);
  const end = start + width - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push({ type: 'ellipsis', position: 'start', target: Math.max(1, page - width) });
  for (let number = start; number <= end; number += 1) items.push({ type: 'page', page: number });
  if (end < count) items.push({ type: 'ellipsis', position: 'end', target: Math.min(count, page + width) });
  return items;
}

/** The "Showing {start} to {end} of {total} entries" numbers; 0 to 0 of 0 for an empty list. */
export function shownRange(
  page: number,
  pageSize: number,
  total: number,
): { start: number; end: number; total: number } {
  if (total <= 0) return { start: 0, end: 0, total: 0 };
  const current = clampPage(page, pageCountOf(total, pageSize));
  return { start: (current - 1) * pageSize + 1, end: Math.min(current * pageSize, total), total };
}
