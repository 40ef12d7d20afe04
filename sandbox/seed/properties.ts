import { DAY_MS, iso } from '../lib/dates';
import type { PropertyTypeRow } from '../db/rows';
import { flag, type SeedContext } from './common';
import { HOSTILE, SEED_REFERENCE } from './constants';
import type { SeededPeople } from './people';
import { PROPERTY_NAMES, PROPERTY_TYPE_TEMPLATES } from './thai';

/** The properties, their types (approved, mixed, pending) and owners; answers the types a guest can book. */
export function seedProperties(
  { rng, write, banners, locations }: SeedContext,
  { partner, owners }: SeededPeople,
): PropertyTypeRow[] {
  // ---------- properties ----------
  const propertyNames = [...PROPERTY_NAMES.slice(0, 7), HOSTILE.longPropertyName, ...PROPERTY_NAMES.slice(7)];
  const bookableTypes: PropertyTypeRow[] = [];
  const codeCounts = new Map<string, number>();
  propertyNames.forEach((propertyName, i) => {
    const location = i < 3 ? locations[i] : rng.pick(locations.slice(0, 12));
    const number = (codeCounts.get(location.code) ?? 0) + 1;
    codeCounts.set(location.code, number);
    const code = `${location.code}${String(number).padStart(3, '0')}`;
    const propertyId = rng.uuid();
    write.property({
      property_id: propertyId,
      property_name: propertyName,
      code,
      location_id: location.location_id,
      create_date: iso(SEED_REFERENCE - rng.int(250, 600) * DAY_MS),
    });

    // Every sixth property is a new listing awaiting approval; every third has some types approved.
    const approval = i % 6 === 5 ? 'pending' : i % 3 === 1 ? 'mixed' : 'approved';
    const count = Math.max(approval === 'mixed' ? 2 : 1, rng.int(1, 5));
    const templates = rng.sample(PROPERTY_TYPE_TEMPLATES, count).sort((a, b) => a.price - b.price);
    templates.forEach((template, t) => {
      const approved = approval === 'approved' || (approval === 'mixed' && t < Math.ceil(count / 2));
      const type: PropertyTypeRow = {
        property_type_id: rng.uuid(),
        property_id: propertyId,
        property_type_name: template.name,
        code: `${code}-${String.fromCharCode(65 + t)}`,
        banner_image_id: rng.pick(banners),
        start_price: template.price + rng.int(0, 10) * 100,
        max_people: template.people + rng.int(0, 2),
        approved: flag(approved),
        active: flag(!rng.chance(0.1)),
        maintenance: flag(rng.chance(0.1)),
        update_date: iso(SEED_REFERENCE - rng.int(1, 200) * DAY_MS),
      };
      if (i === 4 && t === 0) type.banner_image_id = rng.imageId();
      if (i === 10 && t === 0) type.banner_image_id = null;
      write.propertyType(type);
      if (approved) bookableTypes.push(type);
    });

    const head = i < 3 ? partner : owners[i - 2];
    write.owner({
      property_id: propertyId,
      profile_id: head.profile_id,
      is_head: 1,
      verified: flag(rng.chance(0.75)),
    });
    const coOwners = rng.sample(
      owners.filter((owner) => owner !== head),
      rng.pick([0, 0, 1, 2]),
    );
    for (const coOwner of coOwners) {
      write.owner({
        property_id: propertyId,
        profile_id: coOwner.profile_id,
        is_head: 0,
        verified: flag(rng.chance(0.5)),
      });
    }
  });

  return bookableTypes;
}
