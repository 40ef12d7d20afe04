import { BookingPaths, TrendPaths } from '../../contract';
import type { SandboxHarness } from './sandbox';
import { withoutCall } from './withoutCall';

/** For this test, the API has no trends call: home computes its trends from the three booking lists. */
export const withoutTrendsCall = (sandbox: SandboxHarness) => withoutCall(sandbox, TrendPaths.bookings);

/** The booking lists home's trends are read from where the API has no trends call, as the API's paths. */
export const TREND_LISTS: readonly string[] = [
  BookingPaths.nonAcceptedPayment,
  BookingPaths.acceptedPayment,
  BookingPaths.walkIn,
];
