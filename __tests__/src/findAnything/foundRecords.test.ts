import { bookingRecord, rankedRecords, userRecord } from '../../../src/findAnything/foundRecords';
import type { Booking, Profile } from '../../../src/services/contract';

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
