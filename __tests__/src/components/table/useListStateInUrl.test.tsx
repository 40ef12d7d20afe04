import { act, cleanup, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { setupStore } from '../../../../src/app/store';
import {
  useRecordInAddress,
  type RecordInAddress,
} from '../../../../src/components/navigation/useRecordInAddress';
import { useListStateInUrl, type ListController } from '../../../../src/components/table/listState';
import { InBrowserRouter, visited } from '../../../support/inBrowserRouter';

const options = { filters: { role: ['ALL', 'CUSTOMER'] } };
let list: ListController | null = null;
let search = '';
let navigate: NavigateFunction;
function Probe() {
  list = useListStateInUrl(options);
  search = useLocation().search;
  navigate = useNavigate();
  return null;
}

function renderAt(address: string) {
  visited(address);
  return render(
    <InBrowserRouter>
      <Probe />
    </InBrowserRouter>,
  );
}
const params = () => Object.fromEntries(new URLSearchParams(search));

describe('useListStateInUrl', () => {
  it('keeps the page just chosen when the grid echoes its sort before the next render', async () => {
    renderAt('/users?sort=email');
    act(() => {
      list!.setPage(2);
      // The grid re-announces the sort it was given, in the same turn, before a render.
      list!.setSort({ field: 'email', direction: 'asc' });
    });
    await waitFor(() => expect(new URLSearchParams(search).get('page')).toBe('2'));
    expect(new URLSearchParams(search).get('sort')).toBe('email');
  });

  it('still goes back to page 1 on a real sort change', async () => {
    renderAt('/users?sort=email&page=3');
    act(() => list!.setSort({ field: 'email', direction: 'desc' }));
    await waitFor(() => expect(new URLSearchParams(search).get('sort')).toBe('-email'));
    expect(new URLSearchParams(search).get('page')).toBeNull();
  });

  it('keeps every change made before the router renders: a search settling as a filter is picked', async () => {
    renderAt('/users?sort=email');
    // On a slow phone the router renders a navigation later than it writes the address: each
    // change starts from the one before it, not from the address last rendered.
    act(() => {
      list!.setSearch('a');
      list!.setFilter('role', 'CUSTOMER');
      list!.setPage(2);
    });
    await waitFor(() => expect(params()).toEqual({ q: 'a', role: 'CUSTOMER', sort: 'email', page: '2' }));
  });

  it('takes an address changed elsewhere (a link, Back) as the start of the next change', async () => {
    renderAt('/users?q=a');
    act(() => list!.setPage(3));
    await waitFor(() => expect(params()).toEqual({ q: 'a', page: '3' }));
    await act(() => navigate('/users?role=CUSTOMER'));
    act(() => list!.setPage(2));
    await waitFor(() => expect(params()).toEqual({ role: 'CUSTOMER', page: '2' }));
  });

  it('reads an empty address as the defaults, and values that make no sense there as the defaults too', () => {
    renderAt('/users?page=abc&size=999&role=ROOT&sort=');
    expect(list!.state).toEqual({ search: '', page: 1, pageSize: 10, sort: null, filters: { role: 'ALL' } });
    expect(list!.filtered).toBe(false);
  });
});

describe('the list state beside a record dialog', () => {
  const SOMCHAI = { id: 'u1', name: 'Somchai' };
  let record: RecordInAddress<typeof SOMCHAI> | null = null;
  function ListWithDialog() {
    list = useListStateInUrl(options);
    record = useRecordInAddress({
      kind: 'user',
      find: (id) => (id === SOMCHAI.id ? SOMCHAI : undefined),
      idOf: (item) => item.id,
      status: 'loaded',
    });
    search = useLocation().search;
    return null;
  }

  it('keeps a record opened just before the search settles, the router not having rendered it yet', async () => {
    const { store } = await setupStore();
    visited('/users');
    render(
      <Provider store={store}>
        <InBrowserRouter>
          <ListWithDialog />
        </InBrowserRouter>
      </Provider>,
    );
    // A row found by what is being typed is opened; the search reaches the address a moment later.
    act(() => {
      record!.open(SOMCHAI);
      list!.setSearch('som');
    });
    await waitFor(() => expect(params()).toEqual({ user: 'u1', q: 'som' }));
    expect(record!.record).toEqual(SOMCHAI);
    // Closed, the list keeps its search.
    act(() => record!.close());
    await waitFor(() => expect(params()).toEqual({ q: 'som' }));
    expect(record!.record).toBeNull();
  });
});

describe('the list state in the address', () => {
  const filters = { role: ['ALL', 'PARTNER', 'ADMIN', 'CUSTOMER'], status: ['all', 'active', 'inactive'] };
  const both = { filters };
  const defaults = { search: '', page: 1, pageSize: 10, sort: null, filters: { role: 'ALL', status: 'all' } };
  function Lists() {
    list = useListStateInUrl(both);
    search = useLocation().search;
    return null;
  }
  function renderLists(address: string) {
    cleanup();
    visited(address);
    render(
      <InBrowserRouter>
        <Lists />
      </InBrowserRouter>,
    );
  }

  it('reads an empty address as the defaults', () => {
    renderLists('/users');
    expect(list!.state).toEqual(defaults);
  });

  it('leaves the defaults out of the address', async () => {
    renderLists('/users?q=old&page=2&role=ADMIN');
    act(() => list!.clear());
    await waitFor(() => expect(search).toBe(''));
    expect(list!.state).toEqual(defaults);
  });

  it('round-trips search, filters, sort, page and page size', async () => {
    renderLists('/users');
    act(() => {
      list!.setSearch('สมชาย ใจดี');
      list!.setFilter('role', 'PARTNER');
      list!.setFilter('status', 'inactive');
      list!.setSort({ field: 'email', direction: 'desc' });
      list!.setPageSize(30);
      list!.setPage(3);
    });
    await waitFor(() =>
      expect(params()).toEqual({
        q: 'สมชาย ใจดี',
        page: '3',
        size: '30',
        sort: '-email',
        role: 'PARTNER',
        status: 'inactive',
      }),
    );
    expect(list!.state).toEqual({
      search: 'สมชาย ใจดี',
      page: 3,
      pageSize: 30,
      sort: { field: 'email', direction: 'desc' },
      filters: { role: 'PARTNER', status: 'inactive' },
    });
  });

  it('writes an ascending sort without a sign', async () => {
    renderLists('/users');
    act(() => list!.setSort({ field: 'name', direction: 'asc' }));
    await waitFor(() => expect(new URLSearchParams(search).get('sort')).toBe('name'));
    expect(list!.state.sort).toEqual({ field: 'name', direction: 'asc' });
  });

  it('falls back to the default for values that make no sense', () => {
    renderLists('/users?page=abc&size=999&role=ROOT&status=&sort=');
    expect(list!.state).toEqual(defaults);
    renderLists('/users?page=-2&size=20');
    expect(list!.state).toMatchObject({ page: 1, pageSize: 20 });
    renderLists('/users?page=2.5');
    expect(list!.state.page).toBe(1);
    renderLists('/users?page=99999999');
    expect(list!.state.page).toBe(99_999_999);
    // Numbers JavaScript reads but a page number is not: an exponent, hexadecimal, past 2^53, past
    // the most pages a list can have (the API refuses it).
    for (const page of ['1e300', '0x10', '9'.repeat(20), '100000000']) {
      renderLists(`/users?page=${page}`);
      expect(list!.state.page).toBe(1);
    }
  });

  it('keeps two lists of one page apart with a prefix, and keeps other parameters', async () => {
    let requests: ListController | null = null;
    let partners: ListController | null = null;
    const requestsOptions = { prefix: 'requests' };
    const partnersOptions = { prefix: 'partners' };
    function TwoLists() {
      requests = useListStateInUrl(requestsOptions);
      partners = useListStateInUrl(partnersOptions);
      search = useLocation().search;
      return null;
    }
    visited('/partners?other=1&partners.page=4');
    render(
      <InBrowserRouter>
        <TwoLists />
      </InBrowserRouter>,
    );
    expect(partners!.state.page).toBe(4);
    act(() => {
      requests!.setSearch('ab');
      requests!.setPage(2);
    });
    await waitFor(() =>
      expect(params()).toEqual({
        other: '1',
        'partners.page': '4',
        'requests.q': 'ab',
        'requests.page': '2',
      }),
    );
    expect(requests!.state).toMatchObject({ search: 'ab', page: 2 });
    expect(partners!.state.page).toBe(4);
  });

  it('drops a blank search', async () => {
    renderLists('/users?q=old');
    act(() => list!.setSearch('   '));
    await waitFor(() => expect(new URLSearchParams(search).has('q')).toBe(false));
  });
});
