/**
 * A list's view (search, filters, sort, page, page size) lives in the address, so a reload, the
 * back button or a shared link brings the same view back. Default values are left out of the
 * address; values that make no sense there (page=abc, size=999, role=ROOT) fall back to the default.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { addressToChange, addressWritten } from '../navigation/addressWrites';

/** Spec section 9: the page sizes, the first the default. */
export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE: number = PAGE_SIZES[0];

export type SortDirection = 'asc' | 'desc';
export interface ListSort {
  field: string;
  direction: SortDirection;
}

/**
 * A list's filters: each name with its allowed values, the first one being the default (the value
 * that filters nothing), e.g. `{ role: ['ALL', 'PARTNER', 'ADMIN', 'CUSTOMER'] }`; or `ANY_TEXT`
 * for a filter that takes any text (an id, a day), '' filtering nothing.
 */
export type FilterOptions<F extends string = string> = Record<F, readonly string[]>;

/** The values of a filter that takes any text: no list to choose from, '' the default. */
export const ANY_TEXT: readonly string[] = [];

/** A filter's default: the value that filters nothing. */
const defaultOf = (values: readonly string[]) => values[0] ?? '';

export interface ListState<F extends string = string> {
  search: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  sort: ListSort | null;
  filters: Record<F, string>;
}

export interface ListStateOptions<F extends string = string> {
  /** Tells two lists of one page apart in the address: `requests.page=2`. None for a page's only list. */
  prefix?: string;
  filters?: FilterOptions<F>;
}

const paramName = (prefix: string | undefined, name: string) => (prefix ? `${prefix}.${name}` : name);

/** The list's state as the address gives it. */
export function readListState<F extends string = string>(
  params: URLSearchParams,
  options: ListStateOptions<F> = {},
): ListState<F> {
  const name = (key: string) => paramName(options.prefix, key);
  const page = Number(params.get(name('page')));
  const size = Number(params.get(name('size')));
  const sortText = params.get(name('sort')) ?? '';
  const sortField = sortText.replace(/^-/, '');
  const filters = {} as Record<F, string>;
  for (const [filter, values] of Object.entries(options.filters ?? {}) as [F, readonly string[]][]) {
    const value = params.get(name(filter));
    const allowed = value !== null && (values === ANY_TEXT || values.includes(value));
    filters[filter] = allowed ? value : defaultOf(values);
  }
  return {
    search: params.get(name('q')) ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: sortField ? { field: sortField, direction: sortText.startsWith('-') ? 'desc' : 'asc' } : null,
    filters,
  };
}

/** A copy of `params` carrying `state`; other parameters (another list's, say) are kept. */
export function writeListState<F extends string = string>(
  params: URLSearchParams,
  state: ListState<F>,
  options: ListStateOptions<F> = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(paramName(options.prefix, key));
    else next.set(paramName(options.prefix, key), value);
  };
  put('q', state.search.trim() === '' ? null : state.search);
  put('page', state.page > 1 ? String(state.page) : null);
  put('size', state.pageSize !== DEFAULT_PAGE_SIZE ? String(state.pageSize) : null);
  put('sort', state.sort ? `${state.sort.direction === 'desc' ? '-' : ''}${state.sort.field}` : null);
  for (const [filter, values] of Object.entries(options.filters ?? {}) as [F, readonly string[]][]) {
    const value = state.filters[filter];
    put(filter, value && value !== defaultOf(values) ? value : null);
  }
  return next;
}

/** What a list's controls call; every change but a page change goes back to page 1. */
export interface ListController<F extends string = string> {
  state: ListState<F>;
  /** A search or a filter narrows the list (the empty state then speaks of no match, not of no data). */
  filtered: boolean;
  /** Back to no search and every filter at its default. */
  clear: () => void;
  setSearch(search: string): void;
  setFilter(filter: F, value: string): void;
  setSort(sort: ListSort | null): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
}

/**
 * The list state of one table, read from and written to the address. Changes replace the history
 * entry rather than add one, so Back leaves the list instead of stepping through its pages.
 * Pass `options` defined once (module level): its identity is part of the memo.
 */
export function useListStateInUrl<F extends string = string>(
  options: ListStateOptions<F> = {},
): ListController<F> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => readListState(params, options), [params, options]);

  const update = useCallback(
    (change: (current: ListState<F>) => Partial<ListState<F>>) => {
      // From what was last written, not yet rendered (addressWrites): a record just opened stays.
      const current = addressToChange(location, params);
      const before = readListState(current, options);
      const changes = change(before);
      // Nothing to change (the grid echoing the sort it was given): no navigation at all.
      if (Object.keys(changes).length === 0) return;
      const next = writeListState(current, { ...before, ...changes }, options);
      addressWritten(location, next);
      // A plain entry: a dialog closed later keeps this list state rather than going Back past it.
      setParams(next, { replace: true });
    },
    [location, params, setParams, options],
  );

  return useMemo(
    () => ({
      state,
      filtered:
        state.search.trim() !== '' ||
        Object.entries(options.filters ?? {}).some(
          ([filter, values]) => state.filters[filter as F] !== defaultOf(values as readonly string[]),
        ),
      clear: () =>
        update(() => ({
          search: '',
          page: 1,
          filters: Object.fromEntries(
            Object.entries(options.filters ?? {}).map(([filter, values]) => [
              filter,
              defaultOf(values as readonly string[]),
            ]),
          ) as Record<F, string>,
        })),
      setSearch: (search) => update((current) => (current.search === search ? {} : { search, page: 1 })),
      setFilter: (filter, value) =>
        update((current) =>
          current.filters[filter] === value
            ? {}
            : { filters: { ...current.filters, [filter]: value }, page: 1 },
        ),
      // The grid may echo the sort it was given; only a real change goes back to page 1.
      setSort: (sort) =>
        update((current) =>
          current.sort?.field === sort?.field && current.sort?.direction === sort?.direction
            ? {}
            : { sort, page: 1 },
        ),
      setPage: (page) => update(() => ({ page: Math.max(1, Math.floor(page)) })),
      setPageSize: (pageSize) =>
        update((current) => (current.pageSize === pageSize ? {} : { pageSize, page: 1 })),
    }),
    [state, update, options],
  );
}
