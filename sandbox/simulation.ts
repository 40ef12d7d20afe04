/**
 * The marketplace moving while an admin watches: each step is what a guest does on the consumer
 * site, a new booking of a bookable villa type with its deposit (period 1) slip uploaded and
 * waiting for verification, written as the seed writes its bookings. `npm start -- --simulate`
 * takes a step every 20 s (`--simulate-every SECONDS`); the control path POST /__sandbox/simulate
 * takes some at once, for a test that needs them now.
 */
import type { Db } from './db';
import { bangkokDate, DAY_MS, iso } from './routes/dates';
import { PaymentMethod, type ProfileRow, type PropertyTypeRow } from './routes/rows';
import { bookingCode } from './seed/common';
import type { Random } from './seed/random';
import { writers } from './seed/writers';

export const DEFAULT_SIMULATE_EVERY_SECONDS = 20;

export interface SimulatedBooking {
  bookingId: string;
  bookingCode: string;
}

/** One new booking, or null when the database has no bookable type or no active customer to book it. */
export function simulateBooking(db: Db, now: number, rng: Random): SimulatedBooking | null {
  const types = db
    .prepare(
      `SELECT t.* FROM property_types t
       WHERE t.approved = 1 AND t.active = 1 AND t.maintenance = 0 AND t.start_price IS NOT NULL
       ORDER BY t.property_type_id`,
    )
    .all() as PropertyTypeRow[];
  const guests = db
    .prepare("SELECT * FROM profiles WHERE role = 'CUSTOMER' AND active = 1 ORDER BY profile_id")
    .all() as ProfileRow[];
  if (types.length === 0 || guests.length === 0) return null;
  const slips = db
    .prepare(
      'SELECT DISTINCT slip_image_id FROM payments WHERE slip_image_id IS NOT NULL ORDER BY slip_image_id LIMIT 8',
    )
    .pluck()
    .all() as string[];
  const lastNumber = db
    .prepare(
      "SELECT MAX(CAST(substr(booking_code, 9) AS INTEGER)) FROM bookings WHERE booking_code LIKE 'PV-2026-%'",
    )
    .pluck()
    .get() as number | null;

  const type = rng.pick(types);
  const guest = rng.pick(guests);
  const nights = rng.int(1, 4);
  const checkin = now + rng.int(3, 60) * DAY_MS;
  const totalPrice = (type.start_price ?? 0) * nights;
  const earnest = Math.ceil(totalPrice / 200) * 100;
  const booking: SimulatedBooking = {
    bookingId: rng.uuid(),
    bookingCode: bookingCode((lastNumber ?? 0) + 1),
  };
  const write = writers(db);
  write.booking({
    booking_id: booking.bookingId,
    booking_code: booking.bookingCode,
    property_type_id: type.property_type_id,
    customer_profile_id: guest.profile_id,
    first_name: guest.first_name,
    last_name: guest.last_name,
    email: guest.email,
    phone_number: guest.phone_number,
    line_id: guest.line_id,
    walk_in: 0,
    status: 'PENDING',
    checkin_date: bangkokDate(checkin),
    checkout_date: bangkokDate(checkin + nights * DAY_MS),
    package_price: totalPrice,
    extra_bed_price: 0,
    total_price: totalPrice,
    earnest_money: earnest,
    create_date: iso(now),
  });
  for (const [period, amount, slip] of [
    [1, earnest, slips.length > 0 ? rng.pick(slips) : null],
    [2, totalPrice - earnest, null],
  ] as const) {
    write.payment({
      payment_id: rng.uuid(),
      booking_id: booking.bookingId,
      period,
      status: 'PENDING',
      amount,
      method: PaymentMethod.transfer,
      slip_image_id: slip,
      admin_transfer_slip_id: null,
      create_date: iso(now),
      update_date: iso(now),
    });
  }
  return booking;
}
