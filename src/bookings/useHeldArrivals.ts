import { useCallback, useMemo, useState } from 'react';
import type { Booking } from '../../contract';

const idsOf = (bookings: readonly Booking[]) => new Set(bookings.map((booking) => booking.bookingId));

export interface HeldArrivals {
  /** The list as the admin sees it: the bookings already shown, as they are now. */
  shown: Booking[] | undefined;
  /** Bookings that arrived since, waiting for the admin to ask for them. */
  arrivals: number;
  /** Shows the bookings that arrived. */
  showArrivals: () => void;
  /** Shows these bookings at once: the admin's own doing (a booking they paid, a refresh they asked for). */
  accept: (bookings: readonly Booking[]) => void;
}

/**
 * A booking list that does not jump under the admin when it reloads by itself (polling, the tab
 * coming back into focus): the bookings already shown update in place and leave when they leave,
 * while new ones wait behind "3 new bookings · Show". Another list or search (`listKey`) shows
 * everything at once. The page, the filters and an open dialog stay as they are.
 *
 * `fetching` (RTK Query's `isFetching`) says the list is being asked for: a list another screen
 * loaded earlier is shown as it was while its new answer comes, and that answer is the first one
 * this screen shows whole. What arrived before the admin opened the screen is not new to them.
 */
export function useHeldArrivals(
  bookings: readonly Booking[] | undefined,
  listKey: string,
  fetching = false,
): HeldArrivals {
  const [seen, setSeen] = useState<{ listKey: string; ids: ReadonlySet<string> } | null>(null);
  let ids = seen?.listKey === listKey ? seen.ids : null;
  if (bookings && ids === null && !fetching) {
    // The first answer of a list or search: everything in it is shown.
    ids = idsOf(bookings);
    setSeen({ listKey, ids });
  }
  const shown = useMemo(() => {
    if (!bookings) return undefined;
    // Until the screen's first answer is in, the list is shown as it is.
    return ids ? bookings.filter((booking) => ids.has(booking.bookingId)) : [...bookings];
  }, [bookings, ids]);

  const showArrivals = useCallback(() => {
    if (bookings) setSeen({ listKey, ids: idsOf(bookings) });
  }, [bookings, listKey]);
  const accept = useCallback(
    (accepted: readonly Booking[]) =>
      setSeen((current) =>
        current?.listKey === listKey
          ? { listKey, ids: new Set([...current.ids, ...idsOf(accepted)]) }
          : current,
      ),
    [listKey],
  );
  return { shown, arrivals: (bookings?.length ?? 0) - (shown?.length ?? 0), showArrivals, accept };
}
