import type { BookingStatus } from '../../contract';
import { chargesOf } from '../lib/money';
import { bangkokDayStart, DAY_MS } from '../lib/dates';
import { PaymentMethod, type PropertyTypeRow } from '../db/rows';
import {
  bookingCode,
  contactOf,
  depositOf,
  paymentStates,
  priceOf,
  thaiMobile,
  weightedStatus,
  writeBooking,
  type BookingContact,
  type PaymentPlan,
  type PaymentState,
  type SeedContext,
} from './common';
import { daysBefore, spreadOver, WEEKLY_RHYTHM, weekdayOf, YEARLY_GROWTH } from './calendar';
import {
  HOUR_MS,
  RECENT_BOOKINGS,
  RECENT_DAYS,
  REGULAR_BOOKINGS,
  SEED_REFERENCE,
  TODAY_BOOKINGS,
  TRANSFER_SHARE,
  WALK_IN_BOOKINGS,
} from './constants';
import type { SeededPeople } from './people';

/** The bookings of the year before the seed's reference and of the last month, with their payments; answers how many. */
export function seedBookings(
  { rng, write, customerSlips, transferSlips, now }: SeedContext,
  { customers, nameOf }: SeededPeople,
  bookableTypes: PropertyTypeRow[],
): number {
  // ---------- bookings ----------
  const total = REGULAR_BOOKINGS + WALK_IN_BOOKINGS;
  const earlier = total - RECENT_BOOKINGS - TODAY_BOOKINGS;
  const todayStart = bangkokDayStart(now);
  const rhythm = (day: number) => WEEKLY_RHYTHM[weekdayOf(day)];
  // In booking-code order: the year before SEED_REFERENCE, growing; the days before the one the seed
  // runs on, so that a chart of the last 30 days has bookings on most days whenever it runs; today's.
  const createTimes = [
    ...spreadOver(
      rng,
      earlier,
      daysBefore(bangkokDayStart(SEED_REFERENCE), 365),
      (day, index) => YEARLY_GROWTH ** (index / 364) * rhythm(day),
    ),
    ...spreadOver(rng, RECENT_BOOKINGS, daysBefore(todayStart, RECENT_DAYS), rhythm),
    ...Array.from(
      { length: TODAY_BOOKINGS },
      (_, rank) => todayStart + Math.floor(((rank + rng.next()) / TODAY_BOOKINGS) * (now - todayStart)),
    ),
  ];
  const walkIns = new Set(rng.sample([...Array(total - TODAY_BOOKINGS).keys()], WALK_IN_BOOKINGS));
  const regularIndexes = [...Array(total).keys()].filter((index) => !walkIns.has(index));
  // Two bookings whose deposit does not cover the charges: the console warns before such a transfer.
  const smallDeposit = new Map([
    [regularIndexes[40], 'zero'],
    [regularIndexes[75], 'negative'],
  ]);
  const cardPaid = new Set([regularIndexes[20], regularIndexes[60], regularIndexes[100]]);
  const bookable = customers.filter((profile) => profile.active === 1);
  // A partner's walk-in guest has no account: the partner types in a name and a phone number.
  const walkInGuest = (): BookingContact => {
    const { first, last, email } = nameOf();
    return {
      customer_profile_id: null,
      first_name: first.thai,
      last_name: last.thai,
      email: rng.chance(0.5) ? email : null,
      phone_number: thaiMobile(rng),
      line_id: null,
    };
  };

  createTimes.forEach((created, index) => {
    const walkIn = walkIns.has(index);
    const today = index >= total - TODAY_BOOKINGS;
    const type = rng.pick(bookableTypes);
    // Nothing is paid or checked after the seed's own present.
    const horizon = index < earlier ? SEED_REFERENCE : now;
    const nights = rng.pick([1, 1, 2, 2, 2, 3, 3, 4]);
    const checkin = created + rng.int(today ? 10 : 3, 60) * DAY_MS;
    const extraBedPrice = rng.chance(0.3) ? rng.int(1, 2) * 500 * nights : 0;
    const { totalPrice } = priceOf(type, nights, extraBedPrice);
    const charges = chargesOf(totalPrice);
    const deposit = smallDeposit.get(index);
    const earnest =
      deposit === 'zero'
        ? charges.commissionAmount + charges.feeAmount
        : deposit === 'negative'
          ? 500
          : depositOf(totalPrice);

    let status: BookingStatus;
    if (today) status = 'PENDING';
    else if (deposit) status = 'CONFIRM';
    else if (cardPaid.has(index)) status = 'SUCCESS';
    else if (walkIn)
      status = rng.pick<BookingStatus>([
        'PENDING',
        'CONFIRM',
        'CONFIRM',
        'PAYMENT2',
        'SUCCESS',
        'SUCCESS',
        'CANCEL',
      ]);
    else status = weightedStatus(rng);

    const contact = walkIn ? walkInGuest() : contactOf(rng.pick(bookable));
    const bookingId = rng.uuid();
    const method = cardPaid.has(index)
      ? PaymentMethod.card
      : walkIn && rng.chance(0.5)
        ? PaymentMethod.cash
        : PaymentMethod.transfer;
    // A booking made today has its deposit slip in, waiting for the admin to check it.
    const [period1, period2]: [PaymentState, PaymentState] = today
      ? [
          { status: 'PENDING', slip: true },
          { status: 'PENDING', slip: false },
        ]
      : paymentStates(rng, status);
    const withSlip = (state: PaymentState) =>
      state.slip && method === PaymentMethod.transfer ? rng.pick(customerSlips) : null;
    const paid = today ? created : Math.min(created + rng.int(10, 120) * 60_000, horizon);
    const acted = (state: PaymentState, from: number) =>
      state.status === 'PENDING' ? from : Math.min(from + rng.int(1, 48) * HOUR_MS, Math.max(from, horizon));
    const transferred =
      !walkIn &&
      !deposit &&
      method === PaymentMethod.transfer &&
      (period1.status === 'ACCEPT' || period1.status === 'SUCCESS') &&
      rng.chance(TRANSFER_SHARE[status]);
    const first: PaymentPlan = {
      paymentId: rng.uuid(),
      status: period1.status,
      slipImageId: withSlip(period1),
      transferSlipId: transferred ? rng.pick(transferSlips) : null,
      created: paid,
      updated: acted(period1, paid),
    };
    const secondPaid = Math.min(paid + rng.int(1, 20) * DAY_MS, Math.max(paid, horizon));
    const secondFrom = period2.slip ? secondPaid : paid;
    const second: PaymentPlan = {
      paymentId: rng.uuid(),
      status: period2.status,
      slipImageId: withSlip(period2),
      created: secondFrom,
      updated: acted(period2, secondFrom),
    };
    writeBooking(write, {
      bookingId,
      bookingCode: bookingCode(index + 1),
      type,
      contact,
      walkIn,
      status,
      created,
      checkin,
      nights,
      extraBedPrice,
      earnest,
      method,
      payments: [first, second],
    });
  });

  return total;
}
