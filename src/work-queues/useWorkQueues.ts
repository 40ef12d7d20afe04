import { useMemo } from 'react';
import { liveAnswer, LIVE_QUERY_OPTIONS } from '../services/api';
import { useGetBookingsQuery } from '../services/bookingsApi';
import { useGetPendingPartnerRequestsQuery } from '../services/partnersApi';
import { useGetPropertyListQuery } from '../services/propertiesApi';
import { useGetWorkQueueCountsQuery } from '../services/workQueuesApi';
import { queuesOfCounts, WORK_QUEUE_IDS, workQueuesOf, type WorkQueue, type WorkQueueId } from './workQueues';

/** The property list as pool villa management asks for it with no search. */
const ALL_PROPERTIES = {};

export interface WorkQueueState {
  queues: Partial<Record<WorkQueueId, WorkQueue>>;
  /** Queues that could not be loaded (and have nothing to show from before). */
  failed: Partial<Record<WorkQueueId, boolean>>;
  /** Asks again for what failed. */
  retry: () => void;
}

/**
 * The work queues, kept current: polled every 30 s while the tab is visible. They come from the
 * counts call, one small answer (ours, proposed). Where the API has none (it answered 404) they are
 * computed from the screens' own lists (the same arguments, so the same cache entries);
 * `skipLists` holds those lists back (RTK Query's `skip`), the queues then empty as before their
 * first answers.
 */
export function useWorkQueues({ skipLists = false }: { skipLists?: boolean } = {}): WorkQueueState {
  const counts = useGetWorkQueueCountsQuery(undefined, {
    ...LIVE_QUERY_OPTIONS,
    selectFromResult: liveAnswer,
  });
  const fromLists = counts.data?.available === false;
  const options = { ...LIVE_QUERY_OPTIONS, skip: !fromLists || skipLists };
  const partnerRequests = useGetPendingPartnerRequestsQuery(undefined, {
    ...options,
    selectFromResult: liveAnswer,
  });
  const properties = useGetPropertyListQuery(ALL_PROPERTIES, { ...options, selectFromResult: liveAnswer });
  const pending = useGetBookingsQuery({ list: 'pending' }, { ...options, selectFromResult: liveAnswer });
  const transferred = useGetBookingsQuery(
    { list: 'transferred' },
    { ...options, selectFromResult: liveAnswer },
  );

  const queues = useMemo(() => {
    if (counts.data?.available) return queuesOfCounts(counts.data.counts);
    if (!fromLists) return {};
    return workQueuesOf({
      partnerRequests: partnerRequests.data,
      properties: properties.data,
      pendingBookings: pending.data,
      transferredBookings: transferred.data,
    });
  }, [counts.data, fromLists, partnerRequests.data, properties.data, pending.data, transferred.data]);

  // Data from before a failed poll still shows: only a queue with nothing at all has failed.
  const lost = (query: { isError: boolean; data?: unknown }) => query.isError && query.data === undefined;
  const failed: WorkQueueState['failed'] = !fromLists
    ? Object.fromEntries(WORK_QUEUE_IDS.map((id) => [id, lost(counts)]))
    : {
        partnerApplications: lost(partnerRequests),
        propertyTypes: lost(properties),
        transfersDue: lost(pending),
        owedToPartners: lost(pending),
        periodTwo: lost(pending) || lost(transferred),
      };
  const retry = () => {
    const asked = fromLists ? [partnerRequests, properties, pending, transferred] : [counts];
    for (const query of asked) if (query.isError) void query.refetch();
  };
  return { queues, failed, retry };
}
