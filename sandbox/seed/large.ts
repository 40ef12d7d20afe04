import type { Role } from '../../contract';
import { DAY_MS, iso } from '../lib/dates';
import type { ProfileRow } from '../db/rows';
import {
  bookingCode,
  contactOf,
  paymentStates,
  thaiMobile,
  weightedStatus,
  writeBooking,
  type PaymentPlan,
  type World,
} from './common';
import { Random } from './random';
import { FIRST_NAMES, LAST_NAMES } from './thai';

export const LARGE_USERS = 10_000;
export const LARGE_BOOKINGS = 5_000;

/** The benchmark load on top of the default seed: 10,000 users and 5,000 bookings, in the caller's transaction. */
export function seedLarge(world: World): void {
  const rng = new Random(20260202);
  const { write } = world;
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  const end = Date.parse('2026-10-31T00:00:00.000Z');
  const bookingsFrom = Date.parse('2026-01-01T00:00:00.000Z');
  const customers: ProfileRow[] = [];

  for (let n = 1; n <= LARGE_USERS; n += 1) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const roll = rng.next();
    const role: Role = roll < 0.01 ? 'ADMIN' : roll < 0.1 ? 'PARTNER' : 'CUSTOMER';
    const profile: ProfileRow = {
      profile_id: rng.uuid(),
      first_name: first.thai,
      last_name: last.thai,
      email: `${first.roman}.${last.roman}.${n}@bench.test`,
      phone_number: rng.chance(0.85) ? thaiMobile(rng) : null,
      role,
      active: rng.chance(0.95) ? 1 : 0,
      image_id: rng.chance(0.6) ? rng.pick(world.avatars) : null,
      line_id: rng.chance(0.3) ? `${first.roman}${n}` : null,
      facebook: null,
      location: null,
      create_date: iso(start + Math.floor(rng.next() * (end - start))),
    };
    write.profile(profile);
    if (role === 'CUSTOMER') customers.push(profile);
  }

  for (let n = 1; n <= LARGE_BOOKINGS; n += 1) {
    const type = rng.pick(world.bookableTypes);
    const guest = rng.pick(customers);
    const created = bookingsFrom + Math.floor(rng.next() * (end - bookingsFrom));
    const nights = rng.int(1, 4);
    const checkin = created + rng.int(3, 60) * DAY_MS;
    const status = weightedStatus(rng);
    const bookingId = rng.uuid();
    const states = paymentStates(rng, status);
    const paid = created + 30 * 60_000;
    const [first, second] = states.map((state): PaymentPlan => ({
      paymentId: rng.uuid(),
      status: state.status,
      slipImageId: state.slip ? rng.pick(world.customerSlips) : null,
      created: paid,
      updated: paid,
    }));
    writeBooking(write, {
      bookingId,
      bookingCode: bookingCode(world.bookingCount + n),
      type,
      // Large-seed guests leave no LINE id on their bookings: the bench's answers keep their measured size.
      contact: { ...contactOf(guest), line_id: null },
      status,
      created,
      checkin,
      nights,
      payments: [first, second],
    });
  }
}
