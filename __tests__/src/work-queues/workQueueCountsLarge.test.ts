import { WORK_QUEUE_IDS } from '../../../src/work-queues/workQueues';
import { useAdminSession } from '../../support/adminSession';
import { useSandbox } from '../../support/sandbox';
import { countsAndQueues, expectTheSame } from '../../support/workQueues';

// The large seed (10,000+ users, thousands of bookings), as `npm run bench` measures it.
const sandbox = useSandbox({ seed: 'large' });
const admin = useAdminSession(sandbox);

test('the counts call answers what the console computes from the four whole lists, on the large seed', async () => {
  const both = await countsAndQueues(admin);
  for (const id of WORK_QUEUE_IDS) expect([id, both.counts[id].count > 0]).toEqual([id, true]);
  expectTheSame(both);
});
