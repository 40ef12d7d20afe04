/** Shared by the booking screens' tests: opening a booking list, and reaching a card. */
import { screen, waitFor } from '@testing-library/react';
import type { Tokens } from '../../contract';
import type { Language } from '../../src/slices/themeSlice';
import type { RecoveryCheck } from './malformed';
import { renderConsole } from './renderConsole';

/** Partner bookings, once its list has answered (the entry count shows a number). */
export async function openPartnerBookings(
  tokens: Tokens,
  route = '/partner-bookings',
  language: Language = 'en',
) {
  const view = await renderConsole({ tokens, route, language });
  await waitFor(() => expect(screen.getByTestId('walk-in-count')).toHaveTextContent(/\d/));
  return view;
}

/** The card of a booking, by its id. */
export const bookingCardOf = (bookingId: string) =>
  screen
    .getAllByTestId('booking-card')
    .find((card) => card.getAttribute('data-booking-id') === bookingId) as HTMLElement;

/** A booking screen's failed list and its way back, for `malformed.expectErrorThenRecovery`. */
export const bookingListRecovery = (tokens: Tokens, route: string): RecoveryCheck => ({
  open: () => renderConsole({ tokens, route, language: 'en' }),
  message: 'Error loading data, please try again',
  recovered: () => expect(screen.getAllByTestId('booking-card').length).toBeGreaterThan(0),
});
