import type { Db } from '../db';
import type { BookingStatus, Role } from '../../contract';
import { chargesOf } from '../routes/money';
import { bangkokDayStart, DAY_MS, iso } from '../routes/dates';
import { PaymentMethod, type ImageKind, type ProfileRow, type PropertyTypeRow } from '../routes/rows';
import {
  bookingCode,
  contactOf,
  depositOf,
  flag,
  PARTNER_CAPACITIES,
  partnerLocation,
  paymentStates,
  priceOf,
  thaiMobile,
  weightedStatus,
  writeBooking,
  type BookingContact,
  type PaymentPlan,
  type PaymentState,
  type World,
} from './common';
import { daysBefore, spreadOver, WEEKLY_RHYTHM, weekdayOf, YEARLY_GROWTH } from './calendar';
import { seedAuditTrail } from './audit';
import { avatar, banner, slip } from './images';
import { seedLarge } from './large';
import { Random } from './random';
import {
  BANKS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  LOCATIONS,
  PROPERTY_NAMES,
  PROPERTY_TYPE_TEMPLATES,
  type Name,
} from './thai';
import { writers } from './writers';

export type SeedSize = 'default' | 'large';

export const SEED_ACCOUNTS = {
  admin: 'admin@poolvilla.test',
  partner: 'partner@poolvilla.test',
  customer: 'customer@poolvilla.test',
} as const;

/** Values the console must show as plain text. */
export const HOSTILE = {
  name: '<script>alert(1)</script>',
  location: 'javascript:alert(1)',
  longPropertyName: 'Grand Paradise Private Pool Villa & Beach Resort บ้านพักพูลวิลล่าส่วนตัวริมหาด '
    .repeat(4)
    .slice(0, 300),
} as const;

/** Every seeded date lies before this fixed instant, except the bookings of the last month. */
export const SEED_REFERENCE = Date.parse('2026-11-01T03:00:00.000Z');
/** Bookings made on the day the seed runs, so the dashboard's "today" counter is real. */
export const TODAY_BOOKINGS = 4;
/** Bookings made in the RECENT_DAYS days before the day the seed runs, so the last 30 days are never empty. */
export const RECENT_BOOKINGS = 28;
export const RECENT_DAYS = 29;

const HOUR_MS = 60 * 60 * 1000;
const REGULAR_BOOKINGS = 130;
const WALK_IN_BOOKINGS = 20;

/** Share of bookings, by status, whose partner has already been paid (once period 1 is accepted). */
export const TRANSFER_SHARE: Record<BookingStatus, number> = {
  PENDING: 0,
  CONFIRM: 0.2,
  PAYMENT2: 0.4,
  SUCCESS: 0.8,
  CANCEL: 0,
};

/** Deterministic Thai seed data; `now` only places the bookings of the last 30 days. */
export function seed(db: Db, size: SeedSize, now = Date.now()): void {
  db.transaction(() => {
    const world = seedDefault(db, now);
    seedAuditTrail(db, now);
    if (size === 'large') seedLarge(world);
  })();
}

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

  return { write, avatars, customerSlips, bookableTypes, bookingCount: total };
}
