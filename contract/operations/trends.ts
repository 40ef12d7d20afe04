import { TrendPaths } from '../paths';
import { BookingTrendsQuerySchema, BookingTrendsSchema } from '../schemas';
import type { Operation } from './operation';

export const trendOperations = {
  getBookingTrends: {
    method: 'GET',
    path: TrendPaths.bookings,
    summary:
      "Home's trends: bookings per day, booking value per month, the partners owed most (ours, proposed)",
    description:
      'What home\u2019s charts show, computed from the three booking lists with the rules the console ' +
      'applies to them (contract/trends.ts), the range ending on `today` (Bangkok). An API without it ' +
      'answers 404 and the console computes the trends from the whole lists.',
    tags: ['work-queues'],
    querystring: BookingTrendsQuerySchema,
    answer: BookingTrendsSchema,
    failures: [400],
  },
} as const satisfies Record<string, Operation>;
