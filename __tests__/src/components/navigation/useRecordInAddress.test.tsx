import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import {
  useRecordInAddress,
  type RecordInAddress,
  type RecordListStatus,
} from '../../../../src/components/navigation/useRecordInAddress';
import { setupStore } from '../../../../src/app/store';
import type { AppStore } from '../../../../src/app/store';
import { InBrowserRouter, visited } from '../../../support/inBrowserRouter';

interface Item {
  id: string;
  name: string;
}

const SOMCHAI: Item = { id: 'u1', name: 'Somchai' };
const WIPAWAN: Item = { id: 'u2', name: 'Wipawan' };

let hook: RecordInAddress<Item>;
let location: Location;
let navigate: NavigateFunction;

function Probe({ items, status }: { items: Item[] | undefined; status: RecordListStatus }) {
  hook = useRecordInAddress<Item>({
    kind: 'user',
    find: (id) => items?.find((item) => item.id === id),
    idOf: (item) => item.id,
    status,
  });
  location = useLocation();
  navigate = useNavigate();
  return null;
}

let store: AppStore;
beforeEach(async () => {
  ({ store } = await setupStore());
});

/** The list page at `entries`' last address, the one before it elsewhere (to see what Back does). */
function renderAt(entries: string[], items: Item[] | undefined, status: RecordListStatus) {
  visited(...entries);
  const tree = (shown: Item[] | undefined, shownStatus: RecordListStatus) => (
    <Provider store={store}>
      <InBrowserRouter>
        <Probe items={shown} status={shownStatus} />
      </InBrowserRouter>
    </Provider>
  );
  const view = render(tree(items, status));
  return {
    rerender: (shown: Item[] | undefined, shownStatus: RecordListStatus) =>
      view.rerender(tree(shown, shownStatus)),
  };
}

const address = () => `${location.pathname}${location.search}`;
const notice = () => store.getState().notice;

describe('useRecordInAddress', () => {
  it('opening from the list adds a history entry naming the record, the list parameters kept; Back closes', async () => {
    renderAt(['/user-management?role=ADMIN&page=2'], [SOMCHAI, WIPAWAN], 'loaded');
    expect(hook.record).toBeNull();
    act(() => hook.open(WIPAWAN));
    await waitFor(() => expect(address()).toBe('/user-management?role=ADMIN&page=2&user=u2'));
    expect(hook.record).toBe(WIPAWAN);
    act(() => void navigate(-1));
    await waitFor(() => expect(address()).toBe('/user-management?role=ADMIN&page=2'));
    expect(hook.record).toBeNull();
  });

  it('closing what the list opened goes back, so Back afterwards leaves the list instead of reopening it', async () => {
    renderAt(['/elsewhere', '/user-management?role=ADMIN'], [SOMCHAI, WIPAWAN], 'loaded');
    act(() => hook.open(SOMCHAI));
    await act(async () => hook.close());
    await waitFor(() => expect(address()).toBe('/user-management?role=ADMIN'));
    // The hook reads the address back on nuqs's next turn, after the window's address has moved.
    await waitFor(() => expect(hook.record).toBeNull());
    act(() => void navigate(-1));
    await waitFor(() => expect(address()).toBe('/elsewhere'));
  });

  it('closes a record opened again after closing it, each time back to the list', async () => {
    renderAt(['/elsewhere', '/user-management?role=ADMIN'], [SOMCHAI, WIPAWAN], 'loaded');
    for (const item of [SOMCHAI, WIPAWAN, SOMCHAI]) {
      act(() => hook.open(item));
      await waitFor(() => expect(address()).toBe(`/user-management?role=ADMIN&user=${item.id}`));
      act(() => hook.close());
      await waitFor(() => expect(address()).toBe('/user-management?role=ADMIN'));
      await waitFor(() => expect(hook.record).toBeNull());
    }
    act(() => void navigate(-1));
    await waitFor(() => expect(address()).toBe('/elsewhere'));
  });

  it('closing a dialog the admin landed on takes the parameter out of that entry, the filters kept', async () => {
    renderAt(['/elsewhere', '/user-management?role=ADMIN&user=u1'], [SOMCHAI, WIPAWAN], 'loaded');
    expect(hook.record).toBe(SOMCHAI);
    act(() => hook.close());
    await waitFor(() => expect(address()).toBe('/user-management?role=ADMIN'));
    expect(hook.record).toBeNull();
    act(() => void navigate(-1));
    await waitFor(() => expect(address()).toBe('/elsewhere'));
  });

  it('a second close before the router moves does not go back twice', async () => {
    renderAt(['/elsewhere', '/user-management'], [SOMCHAI, WIPAWAN], 'loaded');
    act(() => hook.open(SOMCHAI));
    const close = hook.close;
    await act(async () => {
      close();
      close();
    });
    await waitFor(() => expect(address()).toBe('/user-management'));
  });

  it('says when the loaded list does not hold the record, and takes it out of the address', async () => {
    renderAt(['/elsewhere', '/user-management?role=ADMIN&user=nobody'], [SOMCHAI, WIPAWAN], 'loaded');
    expect(hook.record).toBeNull();
    expect(notice()).toMatchObject({
      open: true,
      severity: 'error',
      messageKey: 'records:notFound.user',
      detailKey: 'records:notFound.detail',
    });
    await waitFor(() => expect(address()).toBe('/user-management?role=ADMIN'));
    // Replaced, not added: Back leaves the list.
    act(() => void navigate(-1));
    await waitFor(() => expect(address()).toBe('/elsewhere'));
  });

  it('waits while the list loads, then opens the record', async () => {
    const view = renderAt(['/user-management?user=u2'], undefined, 'loading');
    expect(hook.record).toBeNull();
    expect(notice().open).toBe(false);
    await waitFor(() => expect(address()).toBe('/user-management?user=u2'));
    view.rerender([SOMCHAI, WIPAWAN], 'loaded');
    expect(hook.record).toBe(WIPAWAN);
    expect(notice().open).toBe(false);
  });

  it('waits while the list loads, and says "not found" only once it has', async () => {
    const view = renderAt(['/user-management?user=nobody'], undefined, 'loading');
    expect(notice().open).toBe(false);
    view.rerender([SOMCHAI], 'loaded');
    expect(notice().messageKey).toBe('records:notFound.user');
    await waitFor(() => expect(address()).toBe('/user-management'));
  });

  it('says nothing when the list failed (its own error shows), and opens once it loads', async () => {
    const view = renderAt(['/user-management?user=u1'], undefined, 'failed');
    expect(hook.record).toBeNull();
    expect(notice().open).toBe(false);
    await waitFor(() => expect(address()).toBe('/user-management?user=u1'));
    view.rerender([SOMCHAI], 'loaded');
    expect(hook.record).toBe(SOMCHAI);
  });

  it('reports a malformed value at once, without waiting for the list', async () => {
    renderAt([`/user-management?q=som&user=${'x'.repeat(201)}`], undefined, 'loading');
    expect(notice().messageKey).toBe('records:notFound.user');
    await waitFor(() => expect(address()).toBe('/user-management?q=som'));
  });

  it('keeps the open record while the list reloads without it (a paid booking moving lists)', () => {
    const view = renderAt(['/user-management?user=u1'], [SOMCHAI, WIPAWAN], 'loaded');
    view.rerender([WIPAWAN], 'loaded');
    expect(hook.record).toBe(SOMCHAI);
    expect(notice().open).toBe(false);
  });

  it('opens a record with no id without an address, and closes it', async () => {
    renderAt(['/user-management?page=2'], [SOMCHAI, WIPAWAN], 'loaded');
    const nameless = { id: ' ', name: 'No id' };
    act(() => hook.open(nameless));
    expect(hook.record).toBe(nameless);
    await waitFor(() => expect(address()).toBe('/user-management?page=2'));
    act(() => hook.close());
    expect(hook.record).toBeNull();
  });

  it('gives the same open function from render to render (a grid holds it in its columns)', () => {
    renderAt(['/user-management'], [SOMCHAI, WIPAWAN], 'loaded');
    const { open } = hook;
    act(() => hook.open(SOMCHAI));
    expect(hook.open).toBe(open);
  });
});
