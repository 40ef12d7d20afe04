import type { FastifyPluginAsync } from 'fastify';
import type { Booking, BookingTrends, WorkQueueCounts } from '../../contract';
import { dayKeyOf } from '../../contract/calendar';
import { bahtOf, isCancelled, isOwedBooking, transferSatangOf } from '../../contract/money';
import { bookingTrendsOf, type TrendBooking } from '../../contract/trends';
import type { Db } from '../db';
import { ok } from '../envelope';
import { route } from '../route';
import { listBookings } from './bookings';

/** A queue of dated items: how many, the oldest date, and how many have none. */
function queueOf(dates: readonly (string | null | undefined)[]) {
  const dated = dates.filter((date): date is string => typeof date === 'string' && date !== '');
  const oldest = dated.reduce<string | null>(
    (first, date) => (first === null || Date.parse(date) < Date.parse(first) ? date : first),
    null,
  );
  return { count: dates.length, oldest, undated: dates.length - dated.length };
}

/** A booking with its amounts read as the owed rule reads them (0 when missing). */
const owedFacts = (booking: Booking) => ({
  ...booking,
  period1Amount: booking.period1Amount ?? 0,
  commissionAmount: booking.commissionAmount ?? 0,
  feeAmount: booking.feeAmount ?? 0,
});

/** The counts, from the same lists and rules as the console's queues (src/work-queues/workQueues.ts). */
function workQueueCounts(db: Db): WorkQueueCounts {
  const pending = listBookings(db, 'pending');
  const transferred = listBookings(db, 'transferred');
  const owed = pending.map(owedFacts).filter(isOwedBooking);
  const requestDates = db
    .prepare("SELECT create_date FROM partner_requests WHERE status = 'PENDING'")
    .pluck()
    .all() as (string | null)[];
  const typeDates = db.prepare('SELECT update_date FROM property_types WHERE approved = 0').pluck().all() as (
    string | null
  )[];
  const partners = new Set(owed.map((booking, index) => booking.ownerProfileId || `unknown-${index}`));
  return {
    partnerApplications: queueOf(requestDates),
    propertyTypes: queueOf(typeDates),
    transfersDue: queueOf(owed.map((booking) => booking.createDate)),
    owedToPartners: {
      ...queueOf(owed.map((booking) => booking.createDate)),
      count: partners.size,
      amount: bahtOf(
        owed.reduce(
          (sum, booking) =>
            sum + transferSatangOf(booking.period1Amount, booking.commissionAmount, booking.feeAmount),
          0,
        ),
      ),
    },
    periodTwo: queueOf(
      [...pending, ...transferred]
        .filter((booking) => booking.status === 'PAYMENT2')
        .map((booking) => booking.createDate),
    ),
  };
}

/** A listed booking as the trends read it, its amounts read as the owed rule reads them. */
function trendBookingOf(booking: Booking): TrendBooking {
  const facts = owedFacts(booking);
  return {
    bookingId: booking.bookingId,
    createDate: booking.createDate,
    totalPrice: booking.totalPrice ?? 0,
    cancelled: isCancelled(booking.status),
    owed: isOwedBooking(facts)
      ? {
          ownerProfileId: booking.ownerProfileId ?? '',
          ownerFirstName: booking.ownerFirstName ?? null,
          ownerLastName: booking.ownerLastName ?? null,
          transfer: bahtOf(transferSatangOf(facts.period1Amount, facts.commissionAmount, facts.feeAmount)),
        }
      : null,
  };
}

/** Home's trends, from the three lists with the console's rules (contract/trends.ts). */
const bookingTrends = (db: Db, today: string): BookingTrends =>
  bookingTrendsOf(
    {
      pending: listBookings(db, 'pending').map(trendBookingOf),
      transferred: listBookings(db, 'transferred').map(trendBookingOf),
      walkIns: listBookings(db, 'walkIn').map(trendBookingOf),
    },
    today,
  );

export const workQueueRoutes: FastifyPluginAsync = async (app) => {
  route(app, 'getWorkQueueCounts', async (request, reply) => ok(request, reply, workQueueCounts(app.db)));
  route(app, 'getBookingTrends', async (request, reply) =>
    ok(request, reply, bookingTrends(app.db, request.query.today ?? dayKeyOf(app.sandbox.now()) ?? '')),
  );
};
