import { http, HttpResponse } from 'msw';
import { BookingPaths, PartnerPaths, PropertyPaths, WorkQueuePaths } from '../../contract';
import type { SandboxHarness } from './sandbox';
import { TEST_API } from './testConfig';

/** The lists the work queues are read from where the API has no counts call, as the API's paths. */
export const QUEUE_LISTS: readonly string[] = [
  PartnerPaths.pendingRoleChange,
  PropertyPaths.adminWithOwner,
  BookingPaths.nonAcceptedPayment,
  BookingPaths.acceptedPayment,
];

/**
 * For this test, the API has no counts call (ours, proposed): it answers 404 as an API answers a
 * path it does not have, and the console computes the queues from the lists.
 */
export function withoutCountsCall(sandbox: SandboxHarness) {
  sandbox.server.use(
    http.get(`${TEST_API}${WorkQueuePaths.counts}`, () =>
      HttpResponse.json(
        { status: { code: 404, description: 'NOT_FOUND', message: WorkQueuePaths.counts }, data: null },
        { status: 404 },
      ),
    ),
  );
}
