import {
  clampPage,
  pageCountOf,
  pageWindow,
  shownRange,
  type PageItem,
} from '../../../../src/components/table/pageWindow';

/** "…(3) 4 5 [6] 7 8 …(11)" style: ellipses with their jump target, the current page in brackets. */
const render = (items: PageItem[], current: number) =>
  items
    .map((item) =>
      item.type === 'ellipsis'
        ? `…(${item.target})`
        : item.page === current
          ? `[${item.page}]`
          : String(item.page),
    )
    .join(' ');

describe('pageWindow', () => {
  it('shows all pages, without ellipses, when there are five or fewer', () => {
    expect(render(pageWindow(1, 1), 1)).toBe('[1]');
    expect(render(pageWindow(2, 3), 2)).toBe('1 [2] 3');
    expect(render(pageWindow(5, 5), 5)).toBe('1 2 3 4 [5]');
  });

  it('puts the ellipsis only at the end on the first pages', () => {
    expect(render(pageWindow(1, 10), 1)).toBe('[1] 2 3 4 5 …(6)');
    expect(render(pageWindow(3, 10), 3)).toBe('1 2 [3] 4 5 …(8)');
  });

  it('centres the window with an ellipsis at both ends in the middle', () => {
    expect(render(pageWindow(4, 10), 4)).toBe('…(1) 2 3 [4] 5 6 …(9)');
    expect(render(pageWindow(6, 10), 6)).toBe('…(1) 4 5 [6] 7 8 …(10)');
    expect(render(pageWindow(500, 1000), 500)).toBe('…(495) 498 499 [500] 501 502 …(505)');
  });

  it('puts the ellipsis only at the start on the last pages', () => {
    expect(render(pageWindow(8, 10), 8)).toBe('…(3) 6 7 [8] 9 10');
    expect(render(pageWindow(10, 10), 10)).toBe('…(5) 6 7 8 9 [10]');
  });

  it('has exactly five page buttons whenever there are more than five pages', () => {
    for (let current = 1; current <= 12; current += 1) {
      expect(pageWindow(current, 12).filter((item) => item.type === 'page')).toHaveLength(5);
    }
  });

  it('keeps an out-of-range current page within the pages', () => {
    expect(render(pageWindow(0, 10), 1)).toBe('[1] 2 3 4 5 …(6)');
    expect(render(pageWindow(-3, 10), 1)).toBe('[1] 2 3 4 5 …(6)');
    expect(render(pageWindow(99, 10), 10)).toBe('…(5) 6 7 8 9 [10]');
    expect(render(pageWindow(Number.NaN, 0), 1)).toBe('[1]');
  });
});

describe('page bounds', () => {
  it('counts at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(10_000, 30)).toBe(334);
  });

  it('keeps a page not below 1 and not above the last (spec section 5)', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.POSITIVE_INFINITY, 5)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('gives the "Showing {start} to {end} of {total}" numbers', () => {
    expect(shownRange(1, 10, 62)).toEqual({ start: 1, end: 10, total: 62 });
    expect(shownRange(7, 10, 62)).toEqual({ start: 61, end: 62, total: 62 });
    expect(shownRange(9, 10, 62)).toEqual({ start: 61, end: 62, total: 62 });
    expect(shownRange(1, 10, 0)).toEqual({ start: 0, end: 0, total: 0 });
  });
});
