import { readListState, writeListState, type ListState } from '../../../../src/components/table/listState';

const filters = {
  role: ['ALL', 'PARTNER', 'ADMIN', 'CUSTOMER'],
  status: ['all', 'active', 'inactive'],
} as const;
const options = { filters: { role: [...filters.role], status: [...filters.status] } };

const defaults: ListState = {
  search: '',
  page: 1,
  pageSize: 10,
  sort: null,
  filters: { role: 'ALL', status: 'all' },
};

describe('the list state in the address', () => {
  it('reads an empty address as the defaults', () => {
    expect(readListState(new URLSearchParams(''), options)).toEqual(defaults);
  });

  it('leaves the defaults out of the address', () => {
    expect(writeListState(new URLSearchParams(''), defaults, options).toString()).toBe('');
  });

  it('round-trips search, filters, sort, page and page size', () => {
    const state: ListState = {
      search: 'สมชาย ใจดี',
      page: 3,
      pageSize: 30,
      sort: { field: 'email', direction: 'desc' },
      filters: { role: 'PARTNER', status: 'inactive' },
    };
    const params = writeListState(new URLSearchParams(''), state, options);
    expect(Object.fromEntries(params)).toEqual({
      q: 'สมชาย ใจดี',
      page: '3',
      size: '30',
      sort: '-email',
      role: 'PARTNER',
      status: 'inactive',
    });
    expect(readListState(new URLSearchParams(params.toString()), options)).toEqual(state);
  });

  it('writes an ascending sort without a sign', () => {
    const params = writeListState(new URLSearchParams(''), {
      ...defaults,
      sort: { field: 'name', direction: 'asc' },
    });
    expect(params.get('sort')).toBe('name');
    expect(readListState(params).sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it('falls back to the default for values that make no sense', () => {
    const state = readListState(new URLSearchParams('page=abc&size=999&role=ROOT&status=&sort='), options);
    expect(state).toEqual(defaults);
    expect(readListState(new URLSearchParams('page=-2&size=20'), options)).toMatchObject({
      page: 1,
      pageSize: 20,
    });
    expect(readListState(new URLSearchParams('page=2.5'), options).page).toBe(1);
  });

  it('keeps two lists of one page apart with a prefix, and keeps other parameters', () => {
    const start = new URLSearchParams('other=1&partners.page=4');
    const params = writeListState(start, { ...defaults, search: 'ab', page: 2 }, { prefix: 'requests' });
    expect(Object.fromEntries(params)).toEqual({
      other: '1',
      'partners.page': '4',
      'requests.q': 'ab',
      'requests.page': '2',
    });
    expect(readListState(params, { prefix: 'partners' }).page).toBe(4);
    expect(readListState(params, { prefix: 'requests' })).toMatchObject({ search: 'ab', page: 2 });
  });

  it('drops a blank search', () => {
    expect(writeListState(new URLSearchParams('q=old'), { ...defaults, search: '   ' }).has('q')).toBe(false);
  });
});
