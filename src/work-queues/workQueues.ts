/**
 * The operations admin's work queues, answered by the counts call or computed from the lists: partner
 * applications, property types awaiting approval, partner transfers due, the money owed to the
 * partners, and period 2 slips awaiting verification. Each has its count, its oldest item's date
 * and the address of the screen filtered to exactly those items. Malformed entries are skipped;
 * an item without a date counts but cannot be the oldest.
 */
import type { Booking, PartnerRequest, PropertyListByApproval, WorkQueueCounts } from '../../contract';
import { parseDate } from '../lib/format';
import { RoutePath } from '../lib/routePaths';
import { BOOKING_STATUS_PARAM } from '../bookings/bookingSearch';
import { isOwed, stillOwedOf } from '../payouts/payouts';

export type WorkQueueId =
  'partnerApplications' | 'propertyTypes' | 'transfersDue' | 'owedToPartners' | 'periodTwo';

export const WORK_QUEUE_IDS: readonly WorkQueueId[] = [
  'partnerApplications',
  'propertyTypes',
  'transfersDue',
  'owedToPartners',
  'periodTwo',
];

export interface WorkQueue {
  id: WorkQueueId;
  /** How many items wait (for the money owed: the partners owed). */
  count: number;
  /** The baht owed, for the money queue only. */
  amount?: number;
  /** The oldest dated item's date; null when nothing waits or no item has a date. */
  oldest: Date | null;
  /** Items without a usable date: the age then speaks for the dated ones only. */
  undated: number;
  /** The screen, filtered to exactly these items. */
  link: string;
}

/** What the queues are computed from; a list not loaded (yet, or at all) is undefined. */
export interface WorkQueueSources {
  partnerRequests?: readonly PartnerRequest[];
  properties?: PropertyListByApproval;
  pendingBookings?: readonly Booking[];
  transferredBookings?: readonly Booking[];
}

/** The links home's cards and the sidebar's badges take: each screen's own address filters. */
export const WORK_QUEUE_LINKS: Record<WorkQueueId, string> = {
  partnerApplications: RoutePath.partnerManagement,
  propertyTypes: RoutePath.propertyManagement,
  transfersDue: `${RoutePath.transferManagement}?${BOOKING_STATUS_PARAM}=READY`,
  owedToPartners: `${RoutePath.partnerEarnings}?month=ALL&sort=-owed`,
  periodTwo: `${RoutePath.transferManagement}?${BOOKING_STATUS_PARAM}=PAYMENT2`,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const listOf = <T extends object>(list: readonly T[] | undefined): T[] =>
  Array.isArray(list) ? list.filter((entry): entry is T => isObject(entry)) : [];

function queueOf(id: WorkQueueId, dates: readonly unknown[], extra: Partial<WorkQueue> = {}): WorkQueue {
  let oldest: Date | null = null;
  let undated = 0;
  for (const value of dates) {
    const date = parseDate(value);
    if (!date) undated += 1;
    else if (!oldest || date < oldest) oldest = date;
  }
  return { id, count: dates.length, oldest, undated, link: WORK_QUEUE_LINKS[id], ...extra };
}

/** Applications to become a partner, waiting for a decision. */
export const partnerApplicationsQueue = (requests: readonly PartnerRequest[]) =>
  queueOf(
    'partnerApplications',
    listOf(requests).map((request) => request.createDate),
  );

/** Property types not approved yet (the pending tab of pool villa management), dated by their last change. */
export function propertyTypesQueue(properties: PropertyListByApproval | undefined) {
  const waiting = listOf(properties?.notApprove).flatMap((property) =>
    listOf(property.propertyTypes).filter((type) => type.approved !== true),
  );
  return queueOf(
    'propertyTypes',
    waiting.map((type) => type.updateDate),
  );
}

/** Guest bookings owed to their partner (payouts.ts isOwed): deposit verified, something to transfer, not paid yet. */
const owed = (pending: readonly Booking[]) => listOf(pending).filter((booking) => isOwed(booking));

export const transfersDueQueue = (pending: readonly Booking[]) =>
  queueOf(
    'transfersDue',
    owed(pending).map((booking) => booking.createDate),
  );

/** What the partners are owed in all, over how many partners (a booking without an owner counts as its own). */
export function owedToPartnersQueue(pending: readonly Booking[]): WorkQueue {
  const due = owed(pending);
  const partners = new Set(due.map((booking, index) => booking.ownerProfileId || `unknown-${index}`));
  return {
    ...queueOf(
      'owedToPartners',
      due.map((booking) => booking.createDate),
    ),
    count: partners.size,
    amount: stillOwedOf(due),
  };
}

/** Bookings whose guest has sent the period 2 slip (status PAYMENT2), in either transfer list. */
export const periodTwoQueue = (pending: readonly Booking[], transferred: readonly Booking[]) =>
  queueOf(
    'periodTwo',
    [...listOf(pending), ...listOf(transferred)]
      .filter((booking) => booking.status === 'PAYMENT2')
      .map((booking) => booking.createDate),
  );

/** Every queue whose lists have loaded; a queue whose lists have not is left out (undefined). */
export function workQueuesOf(sources: WorkQueueSources): Partial<Record<WorkQueueId, WorkQueue>> {
  const { partnerRequests, properties, pendingBookings, transferredBookings } = sources;
  return {
    ...(partnerRequests && { partnerApplications: partnerApplicationsQueue(partnerRequests) }),
    ...(properties && { propertyTypes: propertyTypesQueue(properties) }),
    ...(pendingBookings && {
      transfersDue: transfersDueQueue(pendingBookings),
      owedToPartners: owedToPartnersQueue(pendingBookings),
    }),
    ...(pendingBookings &&
      transferredBookings && { periodTwo: periodTwoQueue(pendingBookings, transferredBookings) }),
  };
}

/** The queues as the counts call answers them: the same queues the lists give. */
export function queuesOfCounts(counts: WorkQueueCounts): Record<WorkQueueId, WorkQueue> {
  const answered = (id: WorkQueueId): WorkQueue => ({
    id,
    count: counts[id].count,
    oldest: parseDate(counts[id].oldest),
    undated: counts[id].undated,
    link: WORK_QUEUE_LINKS[id],
  });
  return {
    partnerApplications: answered('partnerApplications'),
    propertyTypes: answered('propertyTypes'),
    transfersDue: answered('transfersDue'),
    owedToPartners: { ...answered('owedToPartners'), amount: counts.owedToPartners.amount },
    periodTwo: answered('periodTwo'),
  };
}

/** A queue's age as the card says it: whole days, or hours within the first day. */
export type QueueAge = { unit: 'day' | 'hour'; value: number } | null;

export function ageOf(oldest: Date | null, now: Date): QueueAge {
  if (!oldest) return null;
  const hours = Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 3_600_000));
  return hours < 24 ? { unit: 'hour', value: hours } : { unit: 'day', value: Math.floor(hours / 24) };
}
