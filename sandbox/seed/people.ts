import type { Role } from '../../contract';
import { DAY_MS, iso } from '../lib/dates';
import type { ProfileRow } from '../db/rows';
import { flag, PARTNER_CAPACITIES, partnerLocation, thaiMobile, type SeedContext } from './common';
import { HOSTILE, SEED_ACCOUNTS, SEED_REFERENCE } from './constants';
import { BANKS, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, LOCATIONS, PROPERTY_NAMES, type Name } from './thai';

/** The seeded people: the three accounts, admins, partners (with their requests and banks), applicants, customers. */
export function seedPeople({ rng, write, avatars }: SeedContext) {
  // ---------- people ----------
  const usedEmails = new Set<string>(Object.values(SEED_ACCOUNTS));
  const addProfile = (profile: ProfileRow): ProfileRow => {
    write.profile(profile);
    return profile;
  };
  const joinedAt = () => iso(SEED_REFERENCE - rng.int(7, 670) * DAY_MS - rng.int(0, 86_399) * 1000);
  const nameOf = (): { first: Name; last: Name; email: string } => {
    for (;;) {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const email = `${first.roman}.${last.roman}@${rng.pick(EMAIL_DOMAINS)}`;
      if (!usedEmails.has(email)) {
        usedEmails.add(email);
        return { first, last, email };
      }
    }
  };
  const facebookOf = (first: Name, last: Name): string | null => {
    const pick = rng.int(0, 2);
    if (pick === 0) return `https://www.facebook.com/${first.roman}.${last.roman}`;
    return pick === 1 ? `${first.thai} ${last.thai}` : null;
  };
  const generated = (
    role: Role,
    options: {
      active?: boolean;
      phone?: boolean;
      image?: boolean;
      social?: boolean;
      location?: string | null;
      firstName?: string;
    } = {},
  ): ProfileRow => {
    const { first, last, email } = nameOf();
    const social = options.social ?? false;
    return addProfile({
      profile_id: rng.uuid(),
      first_name: options.firstName ?? first.thai,
      last_name: last.thai,
      email,
      phone_number: (options.phone ?? true) ? thaiMobile(rng) : null,
      role,
      active: flag(options.active ?? true),
      image_id: (options.image ?? true) ? rng.pick(avatars) : null,
      line_id: social || rng.chance(0.4) ? `${first.roman}${rng.int(10, 99)}` : null,
      facebook: social ? facebookOf(first, last) : null,
      location: options.location ?? null,
      create_date: joinedAt(),
    });
  };

  addProfile({
    profile_id: rng.uuid(),
    first_name: 'สมชาย',
    last_name: 'ใจดี',
    email: SEED_ACCOUNTS.admin,
    phone_number: '0812345678',
    role: 'ADMIN',
    active: 1,
    image_id: avatars[0],
    line_id: 'somchai.admin',
    facebook: null,
    location: null,
    create_date: iso(SEED_REFERENCE - 700 * DAY_MS),
  });
  const partner = addProfile({
    profile_id: rng.uuid(),
    first_name: 'วิภาวรรณ',
    last_name: 'รักษ์ทะเล',
    email: SEED_ACCOUNTS.partner,
    phone_number: '0898765432',
    role: 'PARTNER',
    active: 1,
    image_id: avatars[3],
    line_id: 'wipawan.villa',
    facebook: 'https://www.facebook.com/wipawan.poolvilla',
    location: 'https://maps.google.com/?q=12.8797,100.8832',
    create_date: iso(SEED_REFERENCE - 650 * DAY_MS),
  });
  const customer = addProfile({
    profile_id: rng.uuid(),
    first_name: 'ประเสริฐ',
    last_name: 'มั่นคง',
    email: SEED_ACCOUNTS.customer,
    phone_number: '0861112233',
    role: 'CUSTOMER',
    active: 1,
    image_id: avatars[1],
    line_id: 'prasert.mk',
    facebook: null,
    location: null,
    create_date: iso(SEED_REFERENCE - 600 * DAY_MS),
  });

  generated('ADMIN');
  generated('ADMIN', { image: false });
  generated('ADMIN', { active: false });

  const locationCodes = LOCATIONS.map((location) => location.code);
  const owners = [partner];
  for (let i = 0; i < 17; i += 1) {
    owners.push(
      generated('PARTNER', {
        social: true,
        active: i !== 11,
        image: i % 5 !== 4,
        location:
          i === 6 ? HOSTILE.location : i % 4 === 3 ? null : partnerLocation(rng, rng.pick(locationCodes)),
      }),
    );
  }
  const partnersWithoutProperties = [0, 1, 2, 3].map((i) =>
    generated('PARTNER', {
      social: true,
      image: i !== 2,
      location: partnerLocation(rng, rng.pick(locationCodes)),
    }),
  );
  const requesters = [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
    generated('CUSTOMER', { social: true, phone: i !== 5, image: i % 3 !== 2 }),
  );

  const customers = [customer];
  for (let i = 0; i < 27; i += 1) {
    const firstName = i === 8 ? HOSTILE.name : undefined;
    customers.push(
      generated('CUSTOMER', { active: i % 7 !== 3, phone: i % 5 !== 1, image: i % 3 !== 0, firstName }),
    );
  }

  // ---------- partner requests ----------
  const requestOf = (profile: ProfileRow, status: 'PENDING' | 'APPROVED', location: string | null) => {
    const applied = Date.parse(profile.create_date) + rng.int(1, 20) * DAY_MS;
    write.partnerRequest({
      profile_partner_id: rng.uuid(),
      profile_id: profile.profile_id,
      status,
      property_name: rng.pick(PROPERTY_NAMES),
      max_capacity: rng.pick(PARTNER_CAPACITIES),
      location,
      create_date: iso(Math.min(applied, SEED_REFERENCE - DAY_MS)),
      update_date: status === 'APPROVED' ? iso(Math.min(applied + 2 * DAY_MS, SEED_REFERENCE)) : null,
    });
  };
  for (const owner of [...owners, ...partnersWithoutProperties]) requestOf(owner, 'APPROVED', owner.location);
  requesters.forEach((requester, i) =>
    requestOf(
      requester,
      'PENDING',
      i === 4 ? HOSTILE.location : partnerLocation(rng, rng.pick(locationCodes)),
    ),
  );

  // ---------- bank accounts: every owner but two, who have not filled them in yet ----------
  owners.forEach((owner, i) => {
    if (i === 8 || i === 15) return;
    write.bank({
      profile_id: owner.profile_id,
      bank_name: rng.pick(BANKS),
      account_number: rng.digits(10),
      account_name: `${owner.first_name} ${owner.last_name}`,
      branch_name: `สาขา${rng.pick(LOCATIONS).name}`,
    });
  });

  return { partner, owners, customers, nameOf };
}

export type SeededPeople = ReturnType<typeof seedPeople>;
