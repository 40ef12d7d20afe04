import { useMemo } from 'react';
import { liveAnswer, LIVE_QUERY_OPTIONS } from '../services/api';
import { useGetBookingsQuery } from '../services/bookingsApi';
import { useGetPendingPartnerRequestsQuery } from '../services/partnersApi';
import { useGetPropertyListQuery } from '../services/propertiesApi';
import { workQueuesOf, type WorkQueue, type WorkQueueId } from './workQueues';

/** The property list as pool villa management asks for it with no search. */
const ALL_PROPERTIES = {};

export interface WorkQueueState {
  queues: Partial<Record<WorkQueueId, WorkQueue>>;
  /** Queues whose lists could not be loaded (and have nothing to show from before). */
  failed: Partial<Record<WorkQueueId, boolean>>;
  /** Reloads the lists that failed. */
  retry: () => void;
}

/**
 * The work queues, kept current: polled every 30 s while the tab is visible. The lists are the
 * screens' own (the same arguments, so the same cache entries). `skip` asks for none of them yet
 * (RTK Query's `skip`): the queues are then empty, as before their first answers.
 */
export function useWorkQueues({ skip = false }: { skip?: boolean } = {}): WorkQueueState {
  const options = { ...LIVE_QUERY_OPTIONS, skip };
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

  const queues = useMemo(
    () =>
      workQueuesOf({
        partnerRequests: partnerRequests.data,
        properties: properties.data,
        pendingBookings: pending.data,
        transferredBookings: transferred.data,
      }),
    [partnerRequests.data, properties.data, pending.data, transferred.data],
  );
  // Data from before a failed poll still shows: only a queue with nothing at all has failed.
  const lost = (query: { isError: boolean; data?: unknown }) => query.isError && query.data === undefined;
  const failed: WorkQueueState['failed'] = {
    partnerApplications: lost(partnerRequests),
    propertyTypes: lost(properties),
    transfersDue: lost(pending),
    owedToPartners: lost(pending),
    periodTwo: lost(pending) || lost(transferred),
  };
  const retry = () => {
    for (const query of [partnerRequests, properties, pending, transferred])
      if (query.isError) void query.refetch();
  };
  return { queues, failed, retry };
}
