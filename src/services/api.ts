import { createListenerMiddleware, type WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware, rootReducer } from '../slices';
import { languageChanged } from '../slices/themeSlice';
import { baseQuery } from './baseQuery';

/** Spec section 9: the active queries re-run this long after a language change. */
export const LANGUAGE_REFETCH_DELAY_MS = 400;

/**
 * Every cache tag the screens use. A query provides at least one of them: a language change
 * invalidates them all, which is how every active query is re-run in the new language.
 */
export const tagTypes = [
  'Profiles',
  'Partners',
  'Properties',
  'Locations',
  'Bookings',
  'Payments',
  'Dashboard',
  'Audit',
  'PayoutBatches',
] as const;

/** User management's lists: a role change, a deletion or a partner decision changes them. */
export const PROFILE_LIST = { type: 'Profiles', id: 'LIST' } as const;
/** The partner lists (requests, partners), which show profiles too, and the work queues' counts. */
export const PARTNER_LISTS = { type: 'Partners', id: 'LIST' } as const;

/** How often a live query asks again while the console's tab is visible. */
export const LIVE_POLLING_MS = 30_000;

/**
 * The options of a query that keeps itself current (the work queues, home, the booking lists):
 * RTK Query's polling, paused while the tab is hidden, and a refetch when the admin comes back to it.
 */
export const LIVE_QUERY_OPTIONS = {
  pollingInterval: LIVE_POLLING_MS,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
} as const;

/**
 * What a live view that shows no refreshing reads of its query (RTK Query's `selectFromResult`):
 * the answer and a failure; until one of them it is loading. Neither a poll that brings the same
 * answer nor the request starting redraws it. (`isLoading`, read through a `selectFromResult`, is
 * false on the first render and turns true once the request is dispatched: reading it drew the
 * view twice before the first paint.)
 */
export const liveAnswer = <Data>(query: { data?: Data; isError: boolean }) => ({
  data: query.data,
  isError: query.isError,
});

/**
 * The one API slice; each service file adds its endpoints with `api.injectEndpoints`, and so does a
 * capability whose one query spans services (the palette's `searchRecords`).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  // Back online, what is on the screen is asked for again (src/app/main.tsx sets up the listeners).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** A language change re-runs every active query in the new language; only the last of quick changes does. */
const languageRefetch = createListenerMiddleware();
languageRefetch.startListening({
  actionCreator: languageChanged,
  effect: async (_action, listener) => {
    listener.cancelActiveListeners();
    await listener.delay(LANGUAGE_REFETCH_DELAY_MS);
    listener.dispatch(api.util.invalidateTags([...tagTypes]));
  },
});

// The API joins the store when the first screen that calls the server loads (src/slices/index.ts).
declare module '../slices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the API's state, added to RootState
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware, languageRefetch.middleware);
