import { searchKeywordOf } from '../lib/phone';
import { api } from './api';
import { BookingPaths, type Booking, type BookingSearchQuery } from '../../contract';
import { listAnswer } from './answers';

/** The three booking lists: pending and transferred (transfer management) and partner self-bookings. */
export type BookingList = 'pending' | 'transferred' | 'walkIn';

const LIST_PATHS: Record<BookingList, { list: string; search: string }> = {
  pending: { list: BookingPaths.nonAcceptedPayment, search: BookingPaths.nonAcceptedPaymentSearch },
  transferred: { list: BookingPaths.acceptedPayment, search: BookingPaths.acceptedPaymentSearch },
  walkIn: { list: BookingPaths.walkIn, search: BookingPaths.walkInSearch },
};

export interface BookingListArgs {
  list: BookingList;
  /** A search (at least one filter given) goes to the list's /search variant; none is a plain load. */
  search?: BookingSearchQuery | null;
}

/**
 * A list answer that is not a list is an empty list, and entries that are not objects are dropped
 * (spec section 7); a booking's fields are checked where they are shown (src/bookings/payouts.ts, format).
 */
const listOf = (data: unknown): Booking[] => listAnswer(data, (fields) => fields as unknown as Booking);

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookings: build.query<Booking[], BookingListArgs>({
      query: ({ list, search }) =>
        search
          ? {
              url: LIST_PATHS[list].search,
              // A guest's phone number in its stored form, whatever separators were typed.
              params: { ...search, keyword: search.keyword && searchKeywordOf(search.keyword) },
            }
          : LIST_PATHS[list].list,
      transformResponse: listOf,
      providesTags: (_result, _error, { list }) => [{ type: 'Bookings', id: list }, 'Bookings'],
      // The pages show their own load and search errors in place of the lists.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetBookingsQuery } = bookingsApi;
