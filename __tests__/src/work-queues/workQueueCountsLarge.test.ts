import { BookingPaths, TrendPaths, type Booking, type BookingTrends } from '../../../contract';
import { trendsOfLists } from '../../../src/pages/home/trends';
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

test('the trends call answers what home computes from the three whole lists, on the large seed', async () => {
  // The sandbox's own today (the suite's clock): the range the lists are read over too.
  const answered = await admin.get<BookingTrends>(TrendPaths.bookings);
  const fromLists = trendsOfLists(
    {
      pending: await admin.get<Booking[]>(BookingPaths.nonAcceptedPayment),
      transferred: await admin.get<Booking[]>(BookingPaths.acceptedPayment),
      walkIns: await admin.get<Booking[]>(BookingPaths.walkIn),
    },
    answered.today,
  );
  expect(answered.partnersOwedMost).toHaveLength(10);
  expect(answered.perDay.inRange).toBeGreaterThan(0);
  expect(answered).toEqual(fromLists);
});
