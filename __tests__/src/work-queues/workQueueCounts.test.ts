import {
  BookingPaths,
  PartnerPaths,
  PropertyPaths,
  WorkQueuePaths,
  type Booking,
  type PartnerRequest,
  type PropertyListByApproval,
  type WorkQueueCounts,
} from '../../../contract';
import { WORK_QUEUE_IDS, workQueuesOf } from '../../../src/work-queues/workQueues';
import { useAdminSession } from '../../support/adminSession';
import { useSandbox } from '../../support/sandbox';

const sandbox = useSandbox();
const admin = useAdminSession(sandbox);

/** What the console computes from the whole lists, beside what the counts call answers. */
async function bothWays() {
  const queues = workQueuesOf({
    partnerRequests: await admin.get<PartnerRequest[]>(PartnerPaths.pendingRoleChange),
    properties: await admin.get<PropertyListByApproval>(PropertyPaths.adminWithOwner),
    pendingBookings: await admin.get<Booking[]>(BookingPaths.nonAcceptedPayment),
    transferredBookings: await admin.get<Booking[]>(BookingPaths.acceptedPayment),
  });
  const counts = await admin.get<WorkQueueCounts>(WorkQueuePaths.counts);
  return { queues, counts };
}

function expectTheSame({ queues, counts }: Awaited<ReturnType<typeof bothWays>>) {
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

describe("the work queues' counts call (ours, proposed)", () => {
  test('answers what the console computes from the four whole lists, queue by queue', async () => {
    const both = await bothWays();
    // The seed has something in every queue, so the comparison compares something.
    for (const id of WORK_QUEUE_IDS) expect([id, both.counts[id].count > 0]).toEqual([id, true]);
    expectTheSame(both);
  });

  test('follows the marketplace as it moves: after new bookings, applications and property types', async () => {
    sandbox.app.simulate({ bookings: 3, periodTwo: 2, applications: 2, propertyTypes: 2 });
    expectTheSame(await bothWays());
  });
});
