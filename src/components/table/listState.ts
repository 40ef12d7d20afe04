/**
 * A list's view (search, filters, sort, page, page size) lives in the address, so a reload, the
 * back button or a shared link brings the same view back. nuqs reads and writes it: typed parsers,
 * default values left out of the address, values that make no sense there (page=abc, size=999,
 * role=ROOT) read as the default, and changes made in one turn written together.
 */
import { useMemo } from 'react';
import {
  createParser,
  parseAsNumberLiteral,
  parseAsString,
  parseAsStringLiteral,
  useQueryStates,
  type ParserMap,
  type UrlKeys,
} from 'nuqs';
import { AnswerLimits } from '../../../contract';

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

/**
 * A page number: a whole number from 1, in decimal digits, up to the most pages a list can have
 * (one entry each, AnswerLimits.count: the API refuses a page past it); anything else ("1e300",
 * "0x10", 20 nines) reads as the first page.
 */
export const parseAsPage = createParser({
  parse: (text) => {
    const page = Number(text);
    return /^[0-9]+$/.test(text) && page >= 1 && page <= AnswerLimits.count ? page : null;
  },
  serialize: String,
}).withDefault(1);

/** `sort=email` ascending, `sort=-email` descending. */
const parseAsSort = createParser<ListSort>({
  parse: (text) => {
    const field = text.replace(/^-/, '');
    return field ? { field, direction: text.startsWith('-') ? 'desc' : 'asc' } : null;
  },
  serialize: (sort) => `${sort.direction === 'desc' ? '-' : ''}${sort.field}`,
  eq: (a, b) => a.field === b.field && a.direction === b.direction,
});

/** The parsers of a list's parameters, keyed by the names the list uses. */
function parsersOf(filters: FilterOptions) {
  return {
    q: parseAsString.withDefault(''),
    page: parseAsPage,
    size: parseAsNumberLiteral(PAGE_SIZES).withDefault(PAGE_SIZES[0]),
    sort: parseAsSort,
    ...Object.fromEntries(
      Object.entries(filters).map(([filter, values]) => [
        filter,
        values === ANY_TEXT
          ? parseAsString.withDefault('')
          : parseAsStringLiteral(values).withDefault(defaultOf(values)),
      ]),
    ),
  } as ParserMap;
}

/** What a list's controls call; every change but a page change goes back to page 1. */
export interface ListController<F extends string = string> {
  state: ListState<F>;
  /** A search or a filter narrows the list (the empty state then speaks of no match, not of no data). */
  filtered: boolean;
  /** Back to no search and every filter at its default. */
  clear: () => void;
  /** Every parameter of this list out of the address (a dialog's list, as the dialog closes). */
  reset: () => void;
  setSearch(search: string): void;
  setFilter(filter: F, value: string): void;
  setSort(sort: ListSort | null): void;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
}

const NO_FILTERS: FilterOptions = {};

type ListValues = Record<string, unknown> & { q: string; page: number; size: number; sort: ListSort | null };

/**
 * The list state of one table, read from and written to the address. Changes replace the history
 * entry rather than add one, so Back leaves the list instead of stepping through its pages.
 * Pass `options` defined once (module level): its identity is part of the memo.
 */
export function useListStateInUrl<F extends string = string>(
  options: ListStateOptions<F> = {},
): ListController<F> {
  const filters = (options.filters ?? NO_FILTERS) as FilterOptions<F>;
  const { prefix } = options;
  const parsers = useMemo(() => parsersOf(filters), [filters]);
  const urlKeys = useMemo(
    () =>
      prefix
        ? (Object.fromEntries(
            Object.keys(parsers).map((key) => [key, `${prefix}.${key}`]),
          ) as UrlKeys<ParserMap>)
        : undefined,
    [parsers, prefix],
  );
  const [values, setValues] = useQueryStates(parsers, { urlKeys });

  return useMemo(() => {
    const current = values as ListValues;
    const filterValues = Object.fromEntries(
      Object.keys(filters).map((filter) => [filter, String(current[filter] ?? '')]),
    ) as Record<F, string>;
    const state: ListState<F> = {
      search: current.q,
      page: current.page,
      pageSize: current.size,
      sort: current.sort,
      filters: filterValues,
    };
    // From the values as last set, not as last rendered: two changes in one turn both count.
    const update = (change: (before: ListValues) => Partial<ListValues>) =>
      void setValues((before) => change(before as ListValues));
    const defaults = Object.fromEntries(
      Object.entries(filters).map(([filter, allowed]) => [filter, defaultOf(allowed as readonly string[])]),
    );
    return {
      state,
      filtered:
        state.search.trim() !== '' ||
        Object.entries(filterValues).some(([filter, value]) => value !== defaults[filter]),
      clear: () => update(() => ({ q: '', page: 1, ...defaults })),
      reset: () => void setValues(null),
      // The grid and the search box may repeat what they were given: only a real change goes back to page 1.
      setSearch: (search) =>
        update((before) => (before.q === search ? {} : { q: search.trim() === '' ? '' : search, page: 1 })),
      setFilter: (filter, value) =>
        update((before) => (before[filter] === value ? {} : { [filter]: value, page: 1 })),
      setSort: (sort) =>
        update((before) =>
          before.sort?.field === sort?.field && before.sort?.direction === sort?.direction
            ? {}
            : { sort, page: 1 },
        ),
      setPage: (page) => update(() => ({ page: Math.max(1, Math.floor(page)) })),
      setPageSize: (pageSize) =>
        update((before) => (before.size === pageSize ? {} : { size: pageSize, page: 1 })),
    };
  }, [values, setValues, filters]);
}
