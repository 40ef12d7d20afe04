import { useEffect, useRef, type RefObject } from 'react';
import { BOOKINGS_PER_PAGE } from '../../bookings/bookingSearch';
import type { Booking } from '../../../contract';

/**
 * Keeps the keyboard's place when a paid booking leaves the pending list. The payment details
 * give the focus back to the card's details button when they close, but once the slip is stored
 * the card moves to the transferred tab (when the lists reload, before or after the close) and
 * the focus would fall to the page's body. It goes to the details button of the card that took
 * its place, else of the last card, else to the list's tab.
 */
export function usePaidCardFocus(
  panelRef: RefObject<HTMLElement | null>,
  bookings: readonly Booking[] | undefined,
  tabId: string,
  dialogOpen: boolean,
) {
  const paid = useRef<{ bookingId: string; index: number } | null>(null);

  // Runs after the dialog's focus trap has given the focus back (or failed to, the button gone).
  useEffect(() => {
    const panel = panelRef.current;
    const current = paid.current;
    if (!current || dialogOpen || !panel || !bookings) return;
    if (bookings.some((booking) => booking.bookingId === current.bookingId)) return;
    paid.current = null;
    const buttons = panel.querySelectorAll<HTMLElement>('[data-payment-details]');
    const target = buttons[Math.min(current.index, buttons.length - 1)] ?? document.getElementById(tabId);
    target?.focus();
  }, [panelRef, bookings, tabId, dialogOpen]);

  /** A slip was stored for this booking: its card will leave the list. */
  return (booking: Booking) => {
    const index = bookings?.findIndex((listed) => listed.bookingId === booking.bookingId) ?? -1;
    // The card's place on its page: the next card moves up into it.
    if (index !== -1) paid.current = { bookingId: booking.bookingId, index: index % BOOKINGS_PER_PAGE };
  };
}
