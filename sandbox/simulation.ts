/**
 * The marketplace moving while an admin watches: each step is what a guest does on the consumer
 * site, a new booking of a bookable villa type with its deposit (period 1) slip uploaded and
 * waiting for verification, written as the seed writes its bookings. `npm start -- --simulate`
 * takes a step every 20 s (`--simulate-every SECONDS`); the control path POST /__sandbox/simulate
 * takes some at once, for a test that needs them now.
 */
import type { Db } from './db';
import { DAY_MS } from './routes/dates';
import type { ProfileRow, PropertyTypeRow } from './routes/rows';
import { bookingCode, contactOf, writeBooking } from './seed/common';
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
  const booking: SimulatedBooking = {
    bookingId: rng.uuid(),
    bookingCode: bookingCode((lastNumber ?? 0) + 1),
  };
  const slip = slips.length > 0 ? rng.pick(slips) : null;
  writeBooking(writers(db), {
    ...booking,
    type,
    contact: contactOf(guest),
    status: 'PENDING',
    created: now,
    checkin,
    nights,
    payments: [
      { paymentId: rng.uuid(), status: 'PENDING', slipImageId: slip, created: now, updated: now },
      { paymentId: rng.uuid(), status: 'PENDING', slipImageId: null, created: now, updated: now },
    ],
  });
  return booking;
}
