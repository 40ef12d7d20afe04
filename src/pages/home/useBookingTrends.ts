import { useMemo } from 'react';
import type { BookingTrends } from '../../../contract';
import { liveAnswer, LIVE_QUERY_OPTIONS } from '../../services/api';
import { useGetBookingsQuery } from '../../services/bookingsApi';
import { useGetBookingTrendsQuery } from '../../services/trendsApi';
import { trendsOfLists } from './trends';

export interface BookingTrendsState {
  /** Undefined until they are known. */
  trends: BookingTrends | undefined;
  /** They could not be loaded, and there is nothing from before to show. */
  failed: boolean;
  /** Asks again for what failed. */
  retry: () => void;
}

/**
 * Home's trends for the range ending on `today`, kept current (polled like the queues). They come
 * from the trends call, one small answer (ours, proposed); where the API has none (it answered
 * 404) they are computed from the three whole booking lists, the same cache entries as the screens'.
 */
export function useBookingTrends(today: string): BookingTrendsState {
  const call = useGetBookingTrendsQuery(today, { ...LIVE_QUERY_OPTIONS, selectFromResult: liveAnswer });
  const fromLists = call.data?.available === false;
  const options = { ...LIVE_QUERY_OPTIONS, skip: !fromLists };
  const pending = useGetBookingsQuery({ list: 'pending' }, { ...options, selectFromResult: liveAnswer });
  const transferred = useGetBookingsQuery(
    { list: 'transferred' },
    { ...options, selectFromResult: liveAnswer },
  );
  const walkIns = useGetBookingsQuery({ list: 'walkIn' }, { ...options, selectFromResult: liveAnswer });

  const trends = useMemo(() => {
    if (call.data?.available) return call.data.trends;
    if (!fromLists || !pending.data || !transferred.data || !walkIns.data) return undefined;
    return trendsOfLists(
      { pending: pending.data, transferred: transferred.data, walkIns: walkIns.data },
      today,
    );
  }, [call.data, fromLists, pending.data, transferred.data, walkIns.data, today]);

  const queries = fromLists ? [pending, transferred, walkIns] : [call];
  const lost = (query: { isError: boolean; data?: unknown }) => query.isError && query.data === undefined;
  return {
    trends,
    failed: queries.some(lost),
    retry: () => queries.forEach((query) => query.isError && void query.refetch()),
  };
}
