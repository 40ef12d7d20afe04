import { act, screen, waitFor, within } from '@testing-library/react';
import { ProfilePaths, WorkQueuePaths } from '../../../contract';
import { holdAnswers } from '../../support/heldAnswers';
import { everyAnswerIn, renderConsole } from '../../support/renderConsole';
import { QUEUE_LISTS, withoutCountsCall } from '../../support/workQueues';
import { seededAccounts, useSandbox } from '../../support/sandbox';

// How often the screen's list state and the menu's counts are read, and the menu drawn, that is,
// how often the components calling them are drawn: the modules as they are, each call counted.
const mockScreenDrawn = { count: 0 };
const mockCountsDrawn = { count: 0 };
const mockMenuDrawn = { count: 0 };
jest.mock('../../../src/components/table/listState', () =>
  jest
    .requireActual('../../support/countedCalls')
    .countedCalls(
      jest.requireActual('../../../src/components/table/listState'),
      mockScreenDrawn,
      (name: string) => name === 'useListStateInUrl',
    ),
);
jest.mock('../../../src/work-queues/useWorkQueues', () =>
  jest
    .requireActual('../../support/countedCalls')
    .countedCalls(
      jest.requireActual('../../../src/work-queues/useWorkQueues'),
      mockCountsDrawn,
      (name: string) => name === 'useWorkQueues',
    ),
);
jest.mock('../../../src/components/layout/Sidebar', () =>
  jest
    .requireActual('../../support/countedCalls')
    .countedCalls(
      jest.requireActual('../../../src/components/layout/Sidebar'),
      mockMenuDrawn,
      (name: string) => name === 'Sidebar',
    ),
);

const sandbox = useSandbox();

/** The sandbox's answers to these lists held back; `asked` holds each one asked for. */
function holdLists(paths: readonly string[], asked = new Set<string>()) {
  const releases = paths.map((path) =>
    holdAnswers(sandbox, 'get', path, () => {
      asked.add(path);
      return true;
    }),
  );
  return { asked, release: () => releases.forEach((release) => release()) };
}

/** User management at 1280 px (the menu a rail), its rows drawn, the menu's counts held back. */
async function userManagementCountsHeld() {
  const { asked, release } = holdLists(QUEUE_LISTS);
  const tokens = await sandbox.tokensFor(seededAccounts.admin);
  const rendered = await renderConsole({ route: '/user-management', tokens, language: 'en' });
  await screen.findByRole('heading', { level: 1, name: 'User management' });
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
  await waitFor(() => expect(asked.size).toBe(QUEUE_LISTS.length));
  await act(() => Promise.resolve());
  return { ...rendered, release };
}

const bookingsCount = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' })).findByRole('button', {
    name: /^Bookings \d+ pending$/,
  });

beforeEach(() => {
  mockScreenDrawn.count = 0;
  mockCountsDrawn.count = 0;
  mockMenuDrawn.count = 0;
});

describe('the admin shell, its counts from the counts call', () => {
  it('draws nothing when the counts are asked for again and answer the same, and asks for no list', async () => {
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    const { store } = await renderConsole({ route: '/user-management', tokens, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'User management' });
    expect(await bookingsCount()).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    await act(() => everyAnswerIn(store));
    const countsDrawn = mockCountsDrawn.count;
    const screenDrawn = mockScreenDrawn.count;

    // Back to the tab: RTK Query asks for the counts again (refetchOnFocus); the same answer.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(sandbox.count(WorkQueuePaths.counts)).toBe(2));
    await act(() => everyAnswerIn(store));
    expect(mockCountsDrawn.count).toBe(countsDrawn);
    expect(mockScreenDrawn.count).toBe(screenDrawn);
    expect(QUEUE_LISTS.map((path) => sandbox.count(path))).toEqual([0, 0, 0, 0]);
  });
});

describe('the admin shell, where the API has no counts call (404)', () => {
  beforeEach(() => withoutCountsCall(sandbox));

  it("does not draw the layout again when the screen's lists come in and the counts are asked for", async () => {
    const { asked, release: releaseUsers } = holdLists([ProfilePaths.search]);
    holdLists(QUEUE_LISTS, asked);
    const tokens = await sandbox.tokensFor(seededAccounts.admin);
    await renderConsole({ route: '/user-management', tokens, language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'User management' });
    await waitFor(() => expect(asked.has(ProfilePaths.search)).toBe(true));
    await act(() => Promise.resolve());
    const menuDrawn = mockMenuDrawn.count;
    expect(menuDrawn).toBeGreaterThan(0);

    // The list's answer: the shell now asks for the counts (its own state), which have not answered.
    releaseUsers();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    await waitFor(() => expect(asked.size).toBe(QUEUE_LISTS.length + 1));
    await act(() => Promise.resolve());
    expect(mockMenuDrawn.count).toBe(menuDrawn);
  });

  it("draws the menu's counts as they come in without drawing the screen again", async () => {
    const { release } = await userManagementCountsHeld();
    expect(sandbox.count(ProfilePaths.search)).toBe(1);
    const screenDrawn = mockScreenDrawn.count;
    const countsDrawn = mockCountsDrawn.count;

    release();
    expect(await bookingsCount()).toBeInTheDocument();
    // The shell drew its menu for the answers; the screen, its list state in the address, stayed.
    expect(mockCountsDrawn.count).toBeGreaterThan(countsDrawn);
    expect(mockScreenDrawn.count).toBe(screenDrawn);
  });

  it('draws nothing when the lists are asked for again and answer the same', async () => {
    const { release, store } = await userManagementCountsHeld();
    release();
    expect(await bookingsCount()).toBeInTheDocument();
    await act(() => everyAnswerIn(store));
    const countsDrawn = mockCountsDrawn.count;

    // Back to the tab: RTK Query asks for the counts' lists again (refetchOnFocus); the same answers.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(QUEUE_LISTS.map((path) => sandbox.count(path))).toEqual([2, 2, 2, 2]));
    await act(() => everyAnswerIn(store));
    expect(mockCountsDrawn.count).toBe(countsDrawn);
    expect(await bookingsCount()).toBeInTheDocument();
  });
});
