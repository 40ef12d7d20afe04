import { Type } from 'typebox';
import { Count, Instant, Money, Nullable, Strict } from './fields';

const queueFields = {
  count: Count('How many items wait.'),
  oldest: Nullable(Instant('The oldest dated item; null when nothing waits or no item has a date.')),
  undated: Count('Items without a date: the age speaks for the dated ones only.'),
};
const Queue = (description: string) => Type.Object(queueFields, { ...Strict, description });

/**
 * The work queues' counts (ours, proposed): what the console's menu badges and home's queue cards
 * show, computed by the API with the rules the console applies to the whole lists
 * (src/work-queues/workQueues.ts; the owed rule is contract/money.ts's isOwedBooking).
 */
export const WorkQueueCountsSchema = Type.Object(
  {
    partnerApplications: Queue('Requests to become a partner, awaiting a decision (dated by their request).'),
    propertyTypes: Queue('Property types awaiting approval (dated by their last change).'),
    transfersDue: Queue('Guest bookings owed to their partner (dated by the booking).'),
    owedToPartners: Type.Object(
      {
        ...queueFields,
        count: Count('The partners owed (a booking without a head owner counts as its own).'),
        amount: Money('What they are owed in all.'),
      },
      { ...Strict, description: 'The money owed to the partners, over the bookings of transfersDue.' },
    ),
    periodTwo: Queue('Bookings whose guest has sent the period 2 slip (status PAYMENT2), in either list.'),
  },
  { $id: 'WorkQueueCounts' },
);
