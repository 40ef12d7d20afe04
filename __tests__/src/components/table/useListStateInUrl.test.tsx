import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { setupStore } from '../../../../src/app/store';
import {
  useRecordInAddress,
  type RecordInAddress,
} from '../../../../src/components/navigation/useRecordInAddress';
import { useListStateInUrl, type ListController } from '../../../../src/components/table/listState';

const options = { filters: { role: ['ALL', 'CUSTOMER'] } };
let list: ListController | null = null;
let search = '';
function Probe() {
  list = useListStateInUrl(options);
  search = useLocation().search;
  return null;
}

describe('useListStateInUrl', () => {
  it('keeps the page just chosen when the grid echoes its sort before the next render', () => {
    render(
      <MemoryRouter initialEntries={['/users?sort=email']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => {
      list!.setPage(2);
      // The grid re-announces the sort it was given, in the same turn, before a render.
      list!.setSort({ field: 'email', direction: 'asc' });
    });
    expect(new URLSearchParams(search).get('page')).toBe('2');
    expect(new URLSearchParams(search).get('sort')).toBe('email');
  });

  it('still goes back to page 1 on a real sort change', () => {
    render(
      <MemoryRouter initialEntries={['/users?sort=email&page=3']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => list!.setSort({ field: 'email', direction: 'desc' }));
    expect(new URLSearchParams(search).get('page')).toBeNull();
    expect(new URLSearchParams(search).get('sort')).toBe('-email');
  });

  it('keeps every change made before the router renders: a search settling as a filter is picked', () => {
    render(
      <MemoryRouter initialEntries={['/users?sort=email']}>
        <Probe />
      </MemoryRouter>,
    );
    // On a slow phone the router renders a navigation later than it writes the address: each
    // change starts from the one before it, not from the address last rendered.
    act(() => {
      list!.setSearch('a');
      list!.setFilter('role', 'CUSTOMER');
      list!.setPage(2);
    });
    const params = new URLSearchParams(search);
    expect(Object.fromEntries(params)).toEqual({ q: 'a', role: 'CUSTOMER', sort: 'email', page: '2' });
  });

  it('takes an address changed elsewhere (a link, Back) as the start of the next change', () => {
    const view = render(
      <MemoryRouter initialEntries={['/users?q=a']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => list!.setPage(3));
    view.rerender(
      <MemoryRouter initialEntries={['/users?role=CUSTOMER']} key="elsewhere">
        <Probe />
      </MemoryRouter>,
    );
    act(() => list!.setPage(2));
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ role: 'CUSTOMER', page: '2' });
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
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/users']}>
          <ListWithDialog />
        </MemoryRouter>
      </Provider>,
    );
    // A row found by what is being typed is opened; the search reaches the address a moment later.
    act(() => {
      record!.open(SOMCHAI);
      list!.setSearch('som');
    });
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ user: 'u1', q: 'som' });
    expect(record!.record).toEqual(SOMCHAI);
    // Closed, the list keeps its search.
    act(() => record!.close());
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({ q: 'som' });
    expect(record!.record).toBeNull();
  });
});
