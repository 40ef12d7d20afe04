import { toNumber } from '../lib/format';
import { api, PARTNER_LISTS } from './api';
import type { ApiFailure } from './apiFailure';
import { countOf, fieldsOf, textOrNull } from './answers';
import { WorkQueuePaths, type WorkQueueCounts } from '../../contract';

/**
 * The work queues' counts (ours, proposed), or word that the API has no such call (it answered
 * 404): the console then computes them from the whole lists (src/work-queues/useWorkQueues.ts).
 */
export type WorkQueueCountsAnswer = { available: true; counts: WorkQueueCounts } | { available: false };

const queueAnswer = (value: unknown) => {
  const fields = fieldsOf(value) ?? {};
  return {
    count: countOf(fields.count),
    oldest: textOrNull(fields.oldest),
    undated: countOf(fields.undated),
  };
};

/** The counts as the cards can trust them: what is missing or malformed is 0, an age unknown. */
export function countsAnswer(data: unknown): WorkQueueCounts {
  const fields = fieldsOf(data) ?? {};
  return {
    partnerApplications: queueAnswer(fields.partnerApplications),
    propertyTypes: queueAnswer(fields.propertyTypes),
    transfersDue: queueAnswer(fields.transfersDue),
    owedToPartners: {
      ...queueAnswer(fields.owedToPartners),
      amount: Math.max(0, toNumber(fieldsOf(fields.owedToPartners)?.amount)),
    },
    periodTwo: queueAnswer(fields.periodTwo),
  };
}

export const workQueuesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkQueueCounts: build.query<WorkQueueCountsAnswer, void>({
      async queryFn(_arg, _api, _extraOptions, call) {
        const result = await call(WorkQueuePaths.counts);
        if (result.error?.status === 404) return { data: { available: false } };
        if (result.error) return { error: result.error as ApiFailure };
        return { data: { available: true, counts: countsAnswer(result.data) } };
      },
      // Whatever changes a queue changes one of these lists: the counts are asked for again with them.
      providesTags: ['Bookings', PARTNER_LISTS, 'Properties'],
      // Home's cards say it in place, with Try again; the menu's badges are left out.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetWorkQueueCountsQuery } = workQueuesApi;
