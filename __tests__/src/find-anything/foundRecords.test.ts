import {
  bookingRecord,
  groupOrderOf,
  rankedRecords,
  userRecord,
  type FoundRecord,
} from '../../../src/find-anything/foundRecords';
import type { Booking, Profile } from '../../../contract';

const booking = (bookingCode: string, phoneNumber: string): Booking =>
  ({
    bookingId: bookingCode,
    bookingCode,
    firstName: 'สมหญิง',
    lastName: 'ใจงาม',
    phoneNumber,
  }) as unknown as Booking;

describe('rankedRecords', () => {
  it("lists a booking whose code ends with the term first, then one whose code holds it, then the guests' phones", () => {
    const found = [
      booking('PV-2026-000041', '0811374455'),
      booking('PV-2026-001370', '0800000000'),
      booking('PV-2026-000099', '0891370000'),
      booking('PV-2026-000137', '0800000000'),
    ].map((entry) => bookingRecord(entry, 'pending', '137')!);
    expect(rankedRecords(found, '137').map((record) => record.title)).toEqual([
      'PV-2026-000137',
      'PV-2026-001370',
      'PV-2026-000041',
      'PV-2026-000099',
    ]);
  });

  it("lists a user found by name before one found by e-mail, each group's order otherwise kept", () => {
    const profile = (profileId: string, firstName: string, email: string) =>
      ({ profileId, firstName, lastName: 'Dee', email, role: 'CUSTOMER' }) as Profile;
    const found = [
      profile('a', 'Anan', 'malee@mail.test'),
      profile('b', 'Malee', 'b@mail.test'),
      profile('c', 'Somchai', 'malee.s@mail.test'),
      profile('d', 'Malee', 'd@mail.test'),
    ].map(userRecord);
    expect(rankedRecords(found, 'malee').map((record) => record.key)).toEqual([
      'user:b',
      'user:d',
      'user:a',
      'user:c',
    ]);
  });
});

describe('groupOrderOf', () => {
  const record = (group: FoundRecord['group'], title: string): FoundRecord =>
    ({ group, key: `${group}:${title}`, title, facts: [], link: '/' }) as unknown as FoundRecord;

  it('lists pages first, then the group whose record is named by the term before one found by another field', () => {
    const found = [
      record('booking', 'PV-2026-000131'),
      record('property', 'Sea Sand Sun Pool Villa'),
      record('page', ''),
    ];
    expect(groupOrderOf(found, 'sea sand').slice(0, 3)).toEqual(['page', 'property', 'booking']);
  });

  it("keeps the palette's order between groups that match alike", () => {
    expect(groupOrderOf([record('location', 'Hua Hin'), record('user', 'Hua Hin Dee')], 'hua')).toEqual([
      'page',
      'user',
      'location',
      'booking',
      'partner',
      'property',
    ]);
  });
});
