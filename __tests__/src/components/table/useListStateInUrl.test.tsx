import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useListStateInUrl, type ListController } from '../../../../src/components/table/listState';

let list: ListController | null = null;
let search = '';
function Probe() {
  list = useListStateInUrl();
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
});
