/**
 * The marketplace moving while an admin watches. Each step is one thing a user does on the
 * consumer or partner site, drawn by weight (ACTIVITY_WEIGHTS): a guest books a villa type with
 * the deposit (period 1) slip uploaded; a guest of a confirmed booking sends the second slip; a
 * customer applies to become a partner; a partner adds a property type, awaiting approval. Rows are
 * written as the seed writes them. `npm start -- --simulate` takes a step every 20 s
 * (`--simulate-every SECONDS`); the control path POST /__sandbox/simulate takes one, or exactly the
 * activities a test asks for.
 */
import type { Db } from './db';
import { DAY_MS, iso } from './lib/dates';
import { PaymentMethod, type ProfileRow, type PropertyTypeRow } from './db/rows';
import { bookingCode, contactOf, PARTNER_CAPACITIES, partnerLocation, writeBooking } from './seed/common';
import type { Random } from './seed/random';
import { LOCATIONS, PROPERTY_NAMES, PROPERTY_TYPE_TEMPLATES } from './seed/thai';
import { writers } from './seed/writers';
import type { SimulateQuery, Simulated } from './control/schemas';

export const DEFAULT_SIMULATE_EVERY_SECONDS = 20;

export type Activity = keyof Simulated;
type Made<A extends Activity> = Simulated[A][number];

/** How many steps in 100 are each activity: guests book most, partners add villas least. */
export const ACTIVITY_WEIGHTS: Readonly<Record<Activity, number>> = {
  bookings: 55,
  periodTwo: 20,
  applications: 15,
  propertyTypes: 10,
};

/** Slips guests have sent before: a simulated guest's photo of their transfer is one of these. */
const customerSlips = (db: Db) =>
  db
    .prepare(
      'SELECT DISTINCT slip_image_id FROM payments WHERE slip_image_id IS NOT NULL ORDER BY slip_image_id LIMIT 8',
    )
    .pluck()
    .all() as string[];

/** One new booking, or null when the database has no bookable type or no active customer to book it. */
export function simulateBooking(db: Db, now: number, rng: Random): Made<'bookings'> | null {
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
  const slips = customerSlips(db);
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
  const booking = { bookingId: rng.uuid(), bookingCode: bookingCode((lastNumber ?? 0) + 1) };
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

/**
 * The guest of a confirmed booking (deposit paid, not a partner's walk-in, paid by transfer) sends
 * the second slip: the booking waits for its verification (PAYMENT2). Null when no booking is
 * waiting for its second payment.
 */
export function simulatePeriodTwo(db: Db, now: number, rng: Random): Made<'periodTwo'> | null {
  const confirmed = db
    .prepare(
      `SELECT b.booking_id AS bookingId, b.booking_code AS bookingCode
         FROM bookings b JOIN payments p ON p.booking_id = b.booking_id AND p.period = 2
        WHERE b.status = 'CONFIRM' AND b.walk_in = 0 AND p.method = ?
        ORDER BY b.booking_code`,
    )
    .all(PaymentMethod.transfer) as Made<'periodTwo'>[];
  const slips = customerSlips(db);
  if (confirmed.length === 0 || slips.length === 0) return null;
  const booking = rng.pick(confirmed);
  db.prepare("UPDATE bookings SET status = 'PAYMENT2' WHERE booking_id = ?").run(booking.bookingId);
  db.prepare(
    `UPDATE payments SET status = 'PENDING', slip_image_id = ?, update_date = ?
      WHERE booking_id = ? AND period = 2`,
  ).run(rng.pick(slips), iso(now), booking.bookingId);
  return booking;
}

/** An active customer with no application pending applies to become a partner, as the seed's applicants did. */
export function simulateApplication(db: Db, now: number, rng: Random): Made<'applications'> | null {
  const customers = db
    .prepare(
      `SELECT profile_id FROM profiles p
        WHERE role = 'CUSTOMER' AND active = 1
          AND NOT EXISTS (SELECT 1 FROM partner_requests r WHERE r.profile_id = p.profile_id AND r.status = 'PENDING')
        ORDER BY profile_id`,
    )
    .pluck()
    .all() as string[];
  if (customers.length === 0) return null;
  const application = { profilePartnerId: rng.uuid(), profileId: rng.pick(customers) };
  writers(db).partnerRequest({
    profile_partner_id: application.profilePartnerId,
    profile_id: application.profileId,
    status: 'PENDING',
    property_name: rng.pick(PROPERTY_NAMES),
    max_capacity: rng.pick(PARTNER_CAPACITIES),
    location: partnerLocation(rng, rng.pick(LOCATIONS).code),
    create_date: iso(now),
    update_date: null,
  });
  return application;
}

const TYPE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A partner adds a villa type to one of their properties: active, not under maintenance, awaiting
 * the admin's approval; coded after the property like the seed's (`PTY001-C`). Null when no
 * property has a code, or the one drawn has no letter left.
 */
export function simulatePropertyType(db: Db, now: number, rng: Random): Made<'propertyTypes'> | null {
  const properties = db
    .prepare('SELECT property_id, code FROM properties WHERE code IS NOT NULL ORDER BY property_id')
    .all() as { property_id: string; code: string }[];
  if (properties.length === 0) return null;
  const property = rng.pick(properties);
  const taken = new Set(
    db.prepare('SELECT code FROM property_types WHERE code IS NOT NULL').pluck().all() as string[],
  );
  const letter = [...TYPE_LETTERS].find((candidate) => !taken.has(`${property.code}-${candidate}`));
  if (letter === undefined) return null;
  const names = new Set(
    db
      .prepare('SELECT property_type_name FROM property_types WHERE property_id = ?')
      .pluck()
      .all(property.property_id) as string[],
  );
  // A new kind of villa for this property when there is one left, as the seed's are.
  const fresh = PROPERTY_TYPE_TEMPLATES.filter((template) => !names.has(template.name));
  const template = rng.pick(fresh.length > 0 ? fresh : PROPERTY_TYPE_TEMPLATES);
  const banners = db
    .prepare("SELECT image_id FROM images WHERE kind = 'property' ORDER BY image_id LIMIT 8")
    .pluck()
    .all() as string[];
  const made = { propertyTypeId: rng.uuid(), propertyId: property.property_id };
  writers(db).propertyType({
    property_type_id: made.propertyTypeId,
    property_id: property.property_id,
    property_type_name: template.name,
    code: `${property.code}-${letter}`,
    banner_image_id: banners.length > 0 ? rng.pick(banners) : null,
    start_price: template.price + rng.int(0, 10) * 100,
    max_people: template.people + rng.int(0, 2),
    approved: 0,
    active: 1,
    maintenance: 0,
    update_date: iso(now),
  });
  return made;
}

const ACTIVITIES: { [A in Activity]: (db: Db, now: number, rng: Random) => Made<A> | null } = {
  bookings: simulateBooking,
  periodTwo: simulatePeriodTwo,
  applications: simulateApplication,
  propertyTypes: simulatePropertyType,
};

const nothingMade = (): Simulated => ({ bookings: [], periodTwo: [], applications: [], propertyTypes: [] });

function record<A extends Activity>(made: Simulated, activity: A, item: Made<A> | null): boolean {
  if (item === null) return false;
  (made[activity] as Made<A>[]).push(item);
  return true;
}

function drawActivity(rng: Random): Activity {
  const weighted = Object.entries(ACTIVITY_WEIGHTS) as [Activity, number][];
  let roll = rng.next() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [activity, weight] of weighted) {
    if (roll < weight) return activity;
    roll -= weight;
  }
  return 'bookings';
}

/** One step, as the timer takes it: an activity drawn by weight, a new booking when that one cannot happen now. */
export function simulateStep(db: Db, now: number, rng: Random): Simulated {
  const made = nothingMade();
  const activity = drawActivity(rng);
  if (activity === 'bookings' || !record(made, activity, ACTIVITIES[activity](db, now, rng)))
    record(made, 'bookings', simulateBooking(db, now, rng));
  return made;
}

/**
 * Exactly the activities asked for, bookings first: a test's change. One that cannot happen now
 * (no confirmed booking left…) is missing from the answer rather than replaced by another.
 */
export function simulateOrder(db: Db, now: number, rng: Random, order: SimulateQuery): Simulated {
  const made = nothingMade();
  for (const activity of Object.keys(ACTIVITIES) as Activity[])
    for (let n = 0; n < (order[activity] ?? 0); n += 1)
      record(made, activity, ACTIVITIES[activity](db, now, rng));
  return made;
}
