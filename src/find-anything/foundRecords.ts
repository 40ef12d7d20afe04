/**
 * What the palette lists, whatever it was found in: one language-free shape, so a record opened
 * today is listed again under "Recently opened" tomorrow, in either language.
 */
import type { BookingList } from '../services/bookingsApi';
import type { Booking, Location, PartnerRequest, Profile, Property } from '../../contract';
import type { MenuPage } from '../components/layout/menu';
import { displayName, fullNameOf, partnerName } from '../lib/names';
import { recordLink } from '../lib/recordLinks';
import { RoutePath } from '../lib/routePaths';
import { formatPhone } from '../lib/format';
import { phoneMatches } from '../lib/phone';
import { anyMatches, matchRanges } from './matching';

/** The palette's groups, in the order it shows them. */
export const FOUND_GROUPS = ['page', 'booking', 'user', 'partner', 'property', 'location'] as const;
export type FoundGroup = (typeof FOUND_GROUPS)[number];

export interface FoundRecord {
  group: FoundGroup;
  /** Unique in the palette. */
  key: string;
  /** Where Enter takes the admin: the page, or the page with the record's dialog open. */
  link: string;
  /** The record's name (a booking's code, a person's name); empty for a page, which has `titleKey`. */
  title: string;
  titleKey?: string;
  /** The key facts on one line, each as the server gave it. */
  facts: string[];
  /** Which kind of record, as a translation key: "Awaiting transfer", "Application", a role. */
  markerKey?: string;
  /** A booking's status, shown as its badge. */
  bookingStatus?: string | null;
  /** A booking's total, in baht. */
  amount?: number | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const factsOf = (...values: unknown[]): string[] => values.map(text).filter(Boolean);
/** A phone number as a fact: grouped as the console shows numbers, none when missing. */
const phoneFact = (phone: unknown): string => (text(phone) ? formatPhone(phone) : '');

export const pageRecord = (page: MenuPage): FoundRecord => ({
  group: 'page',
  key: `page:${page.path}`,
  link: page.path,
  title: '',
  titleKey: page.titleKey,
  facts: [],
});

/** A booking found by its term: the guest's e-mail joins its facts when that is what matched, so the match shows. */
export function bookingRecord(booking: Booking, list: BookingList, term: string): FoundRecord | null {
  const code = text(booking.bookingCode);
  // A booking without a code has no address to open.
  if (!code) return null;
  const guest = fullNameOf(booking.firstName, booking.lastName);
  return {
    group: 'booking',
    key: `booking:${booking.bookingId}`,
    link: recordLink.booking(code, list === 'walkIn'),
    title: code,
    facts: factsOf(
      guest === '-' ? '' : guest,
      anyMatches(term, booking.email) ? booking.email : '',
      booking.propertyName,
      booking.propertyTypeName,
    ),
    markerKey: `find:marker.${list}`,
    bookingStatus: text(booking.status) || null,
    amount: typeof booking.totalPrice === 'number' ? booking.totalPrice : null,
  };
}

export const userRecord = (profile: Profile): FoundRecord => ({
  group: 'user',
  key: `user:${profile.profileId}`,
  link: recordLink.user(profile.profileId),
  title: displayName(profile),
  facts: factsOf(profile.email, phoneFact(profile.phoneNumber)),
  markerKey: `roles:${profile.role}`,
});

export const partnerRecord = (request: PartnerRequest, approved: boolean): FoundRecord => ({
  group: 'partner',
  key: `partner:${request.profilePartnerId}`,
  link: recordLink.partner(request.profilePartnerId),
  title: partnerName(request),
  facts: factsOf(request.email, phoneFact(request.phoneNumber), request.propertyName),
  markerKey: approved ? 'find:marker.approvedPartner' : 'find:marker.application',
});

/** A partner application or approved partner matches by name, e-mail, phone or villa name. */
export const partnerMatches = (request: PartnerRequest, term: string): boolean =>
  anyMatches(term, partnerName(request), request.email, request.propertyName) ||
  phoneMatches(request.phoneNumber, term);

export const propertyRecord = (property: Property): FoundRecord => ({
  group: 'property',
  key: `property:${property.propertyId}`,
  link: recordLink.property(property.propertyId),
  title: text(property.propertyName),
  facts: factsOf(property.code, property.locationName),
  markerKey: 'find:marker.property',
});

/** The property's types that match, each opening its property (the owners and the types live there). */
export const propertyTypeRecords = (property: Property, term: string): FoundRecord[] =>
  property.propertyTypes
    .filter((type) => anyMatches(term, type.propertyTypeName, type.code))
    .map((type) => ({
      group: 'property',
      key: `propertyType:${type.propertyTypeId}`,
      link: recordLink.property(property.propertyId),
      title: text(type.propertyTypeName),
      facts: factsOf(type.code, property.propertyName),
      markerKey: type.approved ? 'find:marker.typeApproved' : 'find:marker.typePending',
    }));

export const locationRecord = (location: Location): FoundRecord => ({
  group: 'location',
  key: `location:${location.locationId}`,
  link: `${RoutePath.propertyManagement}?${new URLSearchParams({ locationId: location.locationId }).toString()}`,
  title: text(location.name),
  facts: factsOf(location.code),
});

/**
 * A record whose own name holds the term before those found by another field (a guest's phone, an
 * e-mail): "137" lists PV-2026-000137 before the bookings whose guest's phone holds 137, and a
 * booking code ending with the term first of all. Otherwise the API's order is kept.
 */
function rankOf(record: FoundRecord, term: string): number {
  const ranges = matchRanges(record.title, term);
  if (ranges.length === 0) return 2;
  return record.group === 'booking' && ranges[ranges.length - 1][1] === record.title.length ? 0 : 1;
}

/** The records in the order the palette lists them within their groups (see rankOf). */
export const rankedRecords = (records: readonly FoundRecord[], term: string): FoundRecord[] =>
  records
    .map((record, index) => ({ record, index, rank: rankOf(record, term) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ record }) => record);

/**
 * The groups in the order the palette lists them: pages first (they are found as the admin types),
 * then the group whose best record matches by its own name (rankOf), FOUND_GROUPS' order between
 * equals. A villa typed by its name lists the villa before the bookings made there.
 */
export function groupOrderOf(records: readonly FoundRecord[], term: string): FoundGroup[] {
  const best = new Map<FoundGroup, number>();
  for (const record of records)
    best.set(record.group, Math.min(best.get(record.group) ?? Infinity, rankOf(record, term)));
  const weight = (group: FoundGroup) => (group === 'page' ? -1 : (best.get(group) ?? Infinity));
  return [...FOUND_GROUPS].sort(
    (a, b) => weight(a) - weight(b) || FOUND_GROUPS.indexOf(a) - FOUND_GROUPS.indexOf(b),
  );
}
