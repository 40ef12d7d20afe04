import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

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
] as const;

/** The one API slice; each service file adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
