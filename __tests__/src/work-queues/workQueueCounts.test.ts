import { WORK_QUEUE_IDS } from '../../../src/work-queues/workQueues';
import { useAdminSession } from '../../support/adminSession';
import { useSandbox } from '../../support/sandbox';
import { countsAndQueues, expectTheSame } from '../../support/workQueues';

const sandbox = useSandbox();
const admin = useAdminSession(sandbox);

describe("the work queues' counts call (ours, proposed)", () => {
  test('answers what the console computes from the four whole lists, queue by queue', async () => {
    const both = await countsAndQueues(admin);
    // The seed has something in every queue, so the comparison compares something.
    for (const id of WORK_QUEUE_IDS) expect([id, both.counts[id].count > 0]).toEqual([id, true]);
    expectTheSame(both);
  });

  test('follows the marketplace as it moves: after new bookings, applications and property types', async () => {
    sandbox.app.simulate({ bookings: 3, periodTwo: 2, applications: 2, propertyTypes: 2 });
    expectTheSame(await countsAndQueues(admin));
  });
});
