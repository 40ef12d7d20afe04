import {
  BookingPaths,
  PartnerPaths,
  PropertyPaths,
  WorkQueuePaths,
  type Booking,
  type PartnerRequest,
  type PropertyListByApproval,
  type WorkQueueCounts,
} from '../../contract';
import { WORK_QUEUE_IDS, workQueuesOf } from '../../src/work-queues/workQueues';
import type { AdminSession } from './adminSession';
import type { SandboxHarness } from './sandbox';
import { withoutCall } from './withoutCall';

/** The lists the work queues are read from where the API has no counts call, as the API's paths. */
export const QUEUE_LISTS: readonly string[] = [
  PartnerPaths.pendingRoleChange,
  PropertyPaths.adminWithOwner,
  BookingPaths.nonAcceptedPayment,
  BookingPaths.acceptedPayment,
];

/** For this test, the API has no counts call: the console computes the queues from the lists. */
export const withoutCountsCall = (sandbox: SandboxHarness) => withoutCall(sandbox, WorkQueuePaths.counts);

/** What the console computes from the whole lists, beside what the counts call answers. */
export async function countsAndQueues(admin: AdminSession) {
  const queues = workQueuesOf({
    partnerRequests: await admin.get<PartnerRequest[]>(PartnerPaths.pendingRoleChange),
    properties: await admin.get<PropertyListByApproval>(PropertyPaths.adminWithOwner),
    pendingBookings: await admin.get<Booking[]>(BookingPaths.nonAcceptedPayment),
    transferredBookings: await admin.get<Booking[]>(BookingPaths.acceptedPayment),
  });
  const counts = await admin.get<WorkQueueCounts>(WorkQueuePaths.counts);
  return { queues, counts };
}

/** The counts call and the lists agree on every queue: count, undated items, oldest, amount owed. */
export function expectTheSame({ queues, counts }: Awaited<ReturnType<typeof countsAndQueues>>) {
  for (const id of WORK_QUEUE_IDS) {
    const fromLists = queues[id]!;
    const answered = counts[id];
    expect({ id, count: answered.count, undated: answered.undated }).toEqual({
      id,
      count: fromLists.count,
      undated: fromLists.undated,
    });
    expect({ id, oldest: answered.oldest === null ? null : Date.parse(answered.oldest) }).toEqual({
      id,
      oldest: fromLists.oldest?.getTime() ?? null,
    });
  }
  expect(counts.owedToPartners.amount).toBe(queues.owedToPartners!.amount);
}
