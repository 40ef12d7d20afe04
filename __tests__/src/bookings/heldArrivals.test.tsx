import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BookingPaths } from '../../../contract';
import { useAdminSession } from '../../support/adminSession';
import { holdAnswers } from '../../support/heldAnswers';
import { bookingsApi } from '../../../src/services/bookingsApi';
import { renderConsole } from '../../support/renderConsole';
import { useSandbox } from '../../support/sandbox';

const sandbox = useSandbox();
const admin = useAdminSession(sandbox, { perTest: true });

const chip = (tab: 'pending' | 'transferred') => Number(screen.getByTestId(`tab-count-${tab}`).textContent);

async function openTransferManagement(route = '/transfer-management') {
  const view = await renderConsole({ tokens: admin.tokens, route, language: 'en' });
  await waitFor(() => expect(screen.getByTestId('tab-count-pending')).not.toHaveTextContent('…'));
  return view;
}

/** Guests book while the admin looks; the console hears of it when the tab comes back into focus. */
function guestsBook(bookings: number) {
  expect(sandbox.app.simulate({ bookings }).bookings).toHaveLength(bookings);
  act(() => {
    fireEvent(window, new Event('focus'));
  });
}

describe('bookings that arrive while the admin looks at a list', () => {
  it('wait behind "3 new bookings · Show": the list does not jump, and Show adds them', async () => {
    const { user } = await openTransferManagement();
    const before = chip('pending');
    const firstCard = screen.getAllByTestId('booking-card')[0].getAttribute('data-booking-id');

    guestsBook(3);
    const bar = await screen.findByTestId('new-arrivals');
    expect(bar).toHaveTextContent('3 new bookings');
    expect(bar).toHaveAttribute('role', 'status');
    expect(chip('pending')).toBe(before);
    expect(screen.getAllByTestId('booking-card')[0]).toHaveAttribute('data-booking-id', firstCard);

    await user.click(within(bar).getByRole('button', { name: 'Show' }));
    expect(chip('pending')).toBe(before + 3);
    expect(screen.queryByTestId('new-arrivals')).not.toBeInTheDocument();
  });

  it('keeps an open dialog open while they arrive', async () => {
    const { user } = await openTransferManagement();
    const card = screen.getAllByTestId('booking-card')[0];
    await user.click(within(card).getByRole('button', { name: /^Booking and slip of / }));
    const dialog = await screen.findByRole('dialog');

    guestsBook(1);
    expect(await screen.findByTestId('new-arrivals')).toHaveTextContent('1 new booking');
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('are shown at once when the admin asks: Refresh, or another search', async () => {
    const { user } = await openTransferManagement();
    const before = chip('pending');
    guestsBook(2);
    await screen.findByTestId('new-arrivals');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(chip('pending')).toBe(before + 2));
    expect(screen.queryByTestId('new-arrivals')).not.toBeInTheDocument();

    guestsBook(1);
    await screen.findByTestId('new-arrivals');
    await user.type(screen.getByRole('textbox', { name: /keyword/i }), 'a');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByTestId('new-arrivals')).not.toBeInTheDocument());
  });
});

describe('bookings that arrived before the admin opened the list', () => {
  it('are shown, not held: a list another screen loaded is shown whole once its new answer is in', async () => {
    // Partner earnings loads the pending list; guests book; the list is being asked for again (its
    // answer held) as the admin opens transfer management.
    const { router, store } = await renderConsole({
      tokens: admin.tokens,
      route: '/partner-earnings',
      language: 'en',
    });
    await waitFor(() => expect(sandbox.count(BookingPaths.nonAcceptedPayment)).toBe(1));
    await screen.findByTestId('earnings-total-owed');
    await waitFor(() =>
      expect(screen.getByTestId('earnings-total-owed')).toHaveAttribute('aria-busy', 'false'),
    );
    let asked = false;
    const release = holdAnswers(sandbox, 'get', BookingPaths.nonAcceptedPayment, () => (asked = true));
    expect(sandbox.app.simulate({ bookings: 2 }).bookings).toHaveLength(2);
    void store.dispatch(
      bookingsApi.endpoints.getBookings.initiate(
        { list: 'pending' },
        { subscribe: false, forceRefetch: true },
      ),
    );
    await waitFor(() => expect(asked).toBe(true));
    await act(() => router.navigate('/transfer-management'));
    await waitFor(() => expect(screen.getByTestId('tab-count-pending')).not.toHaveTextContent('…'));
    const before = chip('pending');

    release();
    await waitFor(() => expect(chip('pending')).toBe(before + 2));
    expect(screen.queryByTestId('new-arrivals')).not.toBeInTheDocument();

    // From then on, what arrives waits behind the bar.
    guestsBook(1);
    expect(await screen.findByTestId('new-arrivals')).toHaveTextContent('1 new booking');
    expect(chip('pending')).toBe(before + 2);
  });

  it('are shown, not held: a list another screen loaded and no one has asked for since is asked for again on opening', async () => {
    // Partner earnings loaded the pending list (it does not poll); guests book; the admin opens
    // transfer management, whose list is that same cache entry.
    const { router } = await renderConsole({
      tokens: admin.tokens,
      route: '/partner-earnings',
      language: 'en',
    });
    await waitFor(() =>
      expect(screen.getByTestId('earnings-total-owed')).toHaveAttribute('aria-busy', 'false'),
    );
    const loaded = sandbox.count(BookingPaths.nonAcceptedPayment);
    expect(sandbox.app.simulate({ bookings: 2 }).bookings).toHaveLength(2);
    await act(() => router.navigate('/transfer-management'));
    await waitFor(() => expect(sandbox.count(BookingPaths.nonAcceptedPayment)).toBe(loaded + 1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    const shownOnOpening = chip('pending');
    expect(screen.queryByTestId('new-arrivals')).not.toBeInTheDocument();

    // From then on, what arrives waits behind the bar.
    guestsBook(3);
    expect(await screen.findByTestId('new-arrivals')).toHaveTextContent('3 new bookings');
    expect(chip('pending')).toBe(shownOnOpening);
  });
});
