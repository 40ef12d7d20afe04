import type { Db } from '../db';
import { DAY_MS, iso } from '../lib/dates';
import type { ImageKind } from '../db/rows';
import type { SeedContext, World } from './common';
import { SEED_REFERENCE } from './constants';
import { seedPayoutBatches } from './payoutBatches';
import { seedAuditTrail } from './audit';
import { seedBookings } from './bookings';
import { avatar, banner, slip } from './images';
import { seedLarge } from './large';
import { seedPeople } from './people';
import { seedProperties } from './properties';
import { Random } from './random';
import { LOCATIONS } from './thai';
import { writers } from './writers';

export * from './constants';

export type SeedSize = 'default' | 'large';

/** Deterministic Thai seed data; `now` only places the bookings of the last 30 days. */
export function seed(db: Db, size: SeedSize, now = Date.now()): void {
  db.transaction(() => {
    const world = seedDefault(db, now);
    seedAuditTrail(db, now);
    seedPayoutBatches(db, now);
    if (size === 'large') seedLarge(world);
  })();
}

/** One random sequence through it all, in this order: the same seed gives the same data. */
function seedDefault(db: Db, now: number): World {
  const rng = new Random(20260101);
  const write = writers(db);
  const createdAt = iso(SEED_REFERENCE - 300 * DAY_MS);

  const storeImage = (kind: ImageKind, bytes: Buffer): string => {
    const id = rng.imageId();
    write.image({ image_id: id, kind, mime: 'image/png', bytes, created_at: createdAt });
    return id;
  };
  const avatars = [0, 1, 2, 3, 4, 5].map((variant) => storeImage('profile', avatar(variant)));
  const banners = [0, 1, 2, 3, 4, 5].map((variant) => storeImage('property', banner(variant)));
  const customerSlips = [0, 1, 2, 3].map((variant) => storeImage('payment', slip(variant)));
  const transferSlips = [4, 5].map((variant) => storeImage('payment', slip(variant)));

  // ---------- locations ----------
  const locations = LOCATIONS.map((location) => ({ location_id: rng.uuid(), ...location }));
  for (const location of locations) write.location(location);

  const context: SeedContext = { rng, write, avatars, banners, customerSlips, transferSlips, locations, now };
  const people = seedPeople(context);
  const bookableTypes = seedProperties(context, people);
  const bookingCount = seedBookings(context, people, bookableTypes);
  return { write, avatars, customerSlips, bookableTypes, bookingCount };
}
