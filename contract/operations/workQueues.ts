import { WorkQueuePaths } from '../paths';
import { WorkQueueCountsSchema } from '../schemas';
import type { Operation } from './operation';

export const workQueueOperations = {
  getWorkQueueCounts: {
    method: 'GET',
    path: WorkQueuePaths.counts,
    summary:
      "The work queues' counts, oldest items and the money owed to the partners, in one small answer (ours, proposed)",
    description:
      "What the console's menu badges and home's queue cards show, computed with the rules the console " +
      'applies to the whole lists: an API without it answers 404 and the console computes them from the lists.',
    tags: ['work-queues'],
    answer: WorkQueueCountsSchema,
  },
} as const satisfies Record<string, Operation>;
