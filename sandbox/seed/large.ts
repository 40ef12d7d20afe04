import type { Role } from '../../src/services/contract';
import { bangkokDate, DAY_MS, iso } from '../routes/dates';
import { PaymentMethod, type ProfileRow } from '../routes/rows';
import { bookingCode, paymentStates, thaiMobile, weightedStatus, type World } from './common';
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
    const packagePrice = (type.start_price ?? 0) * nights;
    const totalPrice = packagePrice;
    const earnest = Math.ceil(totalPrice / 200) * 100;
    const status = weightedStatus(rng);
    const bookingId = rng.uuid();
    write.booking({
      booking_id: bookingId,
      booking_code: bookingCode(world.bookingCount + n),
      property_type_id: type.property_type_id,
      customer_profile_id: guest.profile_id,
      first_name: guest.first_name,
      last_name: guest.last_name,
      email: guest.email,
      phone_number: guest.phone_number,
      line_id: null,
      walk_in: 0,
      status,
      checkin_date: bangkokDate(checkin),
      checkout_date: bangkokDate(checkin + nights * DAY_MS),
      package_price: packagePrice,
      extra_bed_price: 0,
      total_price: totalPrice,
      earnest_money: earnest,
      create_date: iso(created),
    });
    const [period1, period2] = paymentStates(rng, status);
    const paid = iso(created + 30 * 60_000);
    for (const [period, state, amount] of [
      [1, period1, earnest],
      [2, period2, totalPrice - earnest],
    ] as const) {
      write.payment({
        payment_id: rng.uuid(),
        booking_id: bookingId,
        period,
        status: state.status,
        amount,
        method: PaymentMethod.transfer,
        slip_image_id: state.slip ? rng.pick(world.customerSlips) : null,
        admin_transfer_slip_id: null,
        create_date: paid,
        update_date: paid,
      });
    }
  }
}
