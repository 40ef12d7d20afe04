import { useCallback, useMemo, useState } from 'react';
import type { Booking } from '../../contract';
import { LIVE_QUERY_OPTIONS } from '../services/api';

const idsOf = (bookings: readonly Booking[]) => new Set(bookings.map((booking) => booking.bookingId));

/** What the hook reads of a live booking list's query (RTK Query's `useQuery` result). */
export interface LiveBookingList {
  currentData?: readonly Booking[];
  isFetching: boolean;
}

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
 * The query options of a list shown with `useHeldArrivals`: live, and asked for again as the screen
 * opens it, so that what arrived before is shown, not held.
 */
export const HELD_LIST_OPTIONS = { ...LIVE_QUERY_OPTIONS, refetchOnMountOrArgChange: true } as const;

interface Seen {
  listKey: string;
  /** The list has been asked for since the admin opened it (or this search). */
  asked: boolean;
  /** The bookings shown; null until the first answer asked for since then. */
  ids: ReadonlySet<string> | null;
}

/**
 * A booking list that does not jump under the admin when it reloads by itself (polling, the tab
 * coming back into focus): the bookings already shown update in place and leave when they leave,
 * while new ones wait behind "3 new bookings · Show". Another list or search (`listKey`) shows
 * everything at once. The page, the filters and an open dialog stay as they are.
 *
 * What arrived before the admin opened the list is not new to them: a list another screen loaded
 * earlier is shown as it was until the answer of a request made since the list was opened is in
 * (`HELD_LIST_OPTIONS` asks for one on opening), and that answer is shown whole.
 */
export function useHeldArrivals(list: LiveBookingList, listKey: string): HeldArrivals {
  const bookings = list.currentData;
  const [seen, setSeen] = useState<Seen>({ listKey, asked: list.isFetching, ids: null });
  let current = seen;
  if (current.listKey !== listKey) current = { listKey, asked: list.isFetching, ids: null };
  else if (list.isFetching && !current.asked) current = { ...current, asked: true };
  if (bookings && current.ids === null && current.asked && !list.isFetching) {
    // The first answer of a list or search: everything in it is shown.
    current = { ...current, ids: idsOf(bookings) };
  }
  if (current !== seen) setSeen(current);
  const { ids } = current;
  const shown = useMemo(() => {
    if (!bookings) return undefined;
    // Until the list's first answer is in, the list is shown as it is.
    return ids ? bookings.filter((booking) => ids.has(booking.bookingId)) : [...bookings];
  }, [bookings, ids]);

  const showArrivals = useCallback(() => {
    if (bookings) setSeen((now) => ({ ...now, ids: idsOf(bookings) }));
  }, [bookings]);
  const accept = useCallback(
    (accepted: readonly Booking[]) =>
      setSeen((now) =>
        now.listKey === listKey && now.ids ? { ...now, ids: new Set([...now.ids, ...idsOf(accepted)]) } : now,
      ),
    [listKey],
  );
  return { shown, arrivals: (bookings?.length ?? 0) - (shown?.length ?? 0), showArrivals, accept };
}
