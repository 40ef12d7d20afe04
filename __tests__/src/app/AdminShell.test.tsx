import { act, screen, waitFor, within } from '@testing-library/react';
import { BookingPaths, PartnerPaths, ProfilePaths, PropertyPaths } from '../../../contract';
import { holdAnswers } from '../../support/heldAnswers';
import { renderConsole } from '../../support/renderConsole';
import { seededAccounts, useSandbox } from '../../support/sandbox';

// How often the screen's list state and the menu's counts are read, that is, how often the
// components calling them are drawn: the modules as they are, each call counted.
const mockDrawn = { screen: 0, counts: 0 };
jest.mock('../../../src/components/table/listState', () => {
  const actual = jest.requireActual('../../../src/components/table/listState');
  return {
    ...actual,
    useListStateInUrl: (...args: unknown[]) => {
      mockDrawn.screen += 1;
      return actual.useListStateInUrl(...args);
    },
  };
});
jest.mock('../../../src/work-queues/useWorkQueues', () => {
  const actual = jest.requireActual('../../../src/work-queues/useWorkQueues');
  return {
    ...actual,
    useWorkQueues: (...args: unknown[]) => {
      mockDrawn.counts += 1;
      return actual.useWorkQueues(...args);
    },
  };
});

const sandbox = useSandbox();

const QUEUE_LISTS = [
  PartnerPaths.pendingRoleChange,
  PropertyPaths.adminWithOwner,
  BookingPaths.nonAcceptedPayment,
  BookingPaths.acceptedPayment,
];

/** User management at 1280 px (the menu a rail), its rows drawn, the menu's counts held back. */
async function userManagementCountsHeld() {
  const asked = new Set<string>();
  const releases = QUEUE_LISTS.map((path) =>
    holdAnswers(sandbox, 'get', path, () => {
      asked.add(path);
      return true;
    }),
  );
  const tokens = await sandbox.tokensFor(seededAccounts.admin);
  const rendered = await renderConsole({ route: '/user-management', tokens, language: 'en' });
  await screen.findByRole('heading', { level: 1, name: 'User management' });
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
  await waitFor(() => expect(asked.size).toBe(QUEUE_LISTS.length));
  await act(() => Promise.resolve());
  return { ...rendered, release: () => releases.forEach((release) => release()) };
}

const bookingsCount = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' })).findByRole('button', {
    name: /^Bookings \d+ pending$/,
  });

describe('the admin shell', () => {
  beforeEach(() => {
    mockDrawn.screen = 0;
    mockDrawn.counts = 0;
  });

  it("draws the menu's counts as they come in without drawing the screen again", async () => {
    const { release } = await userManagementCountsHeld();
    expect(sandbox.count(ProfilePaths.search)).toBe(1);
    const screenDrawn = mockDrawn.screen;
    const countsDrawn = mockDrawn.counts;

    release();
    expect(await bookingsCount()).toBeInTheDocument();
    // The shell drew its menu for the answers; the screen, its list state in the address, stayed.
    expect(mockDrawn.counts).toBeGreaterThan(countsDrawn);
    expect(mockDrawn.screen).toBe(screenDrawn);
  });

  it('draws nothing when the lists are asked for again and answer the same', async () => {
    const { release } = await userManagementCountsHeld();
    release();
    expect(await bookingsCount()).toBeInTheDocument();
    await act(() => Promise.resolve());
    const countsDrawn = mockDrawn.counts;

    // Back to the tab: RTK Query asks for the counts' lists again (refetchOnFocus); the same answers.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(QUEUE_LISTS.map((path) => sandbox.count(path))).toEqual([2, 2, 2, 2]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mockDrawn.counts).toBe(countsDrawn);
    expect(await bookingsCount()).toBeInTheDocument();
  });
});
