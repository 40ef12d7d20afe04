import type { Booking } from '../../../contract';
import { monthKeyOf } from '../../../src/lib/format';
import { bookingsInMonth, isMonthKey, monthsOf } from '../../../src/bookings/months';

const booking = (checkinDate: string | null, createDate: string | null) =>
  ({ checkinDate, createDate }) as Booking;

describe('earnings months', () => {
  it("places a date in Thailand's month", () => {
    expect(monthKeyOf('2026-04-30T16:59:59.000Z')).toBe('2026-04');
    expect(monthKeyOf('2026-04-30T17:00:00.000Z')).toBe('2026-05');
    expect(monthKeyOf('2026-05-01')).toBe('2026-05');
    expect(monthKeyOf('not a date')).toBeNull();
    expect(monthKeyOf(null)).toBeNull();
  });

  it('filters by check-in or creation month; ALL keeps everything', () => {
    const bookings = [
      booking('2026-05-02', '2026-04-20T03:00:00Z'),
      booking('2026-06-01', '2026-05-31T18:00:00Z'),
      booking(null, null),
    ];
    expect(bookingsInMonth(bookings, '2026-05', 'checkin')).toEqual([bookings[0]]);
    expect(bookingsInMonth(bookings, '2026-06', 'created')).toEqual([bookings[1]]);
    expect(bookingsInMonth(bookings, 'ALL', 'checkin')).toHaveLength(3);
  });

  it('offers the months with bookings and the ones asked for, latest first', () => {
    const bookings = [booking('2026-05-02', null), booking('2026-03-09', null), booking('2026-05-20', null)];
    expect(monthsOf(bookings, 'checkin', ['2026-11', 'ALL', '2025-01'])).toEqual([
      '2026-11',
      '2026-05',
      '2026-03',
      '2025-01',
    ]);
  });

  it('takes only real months as month keys', () => {
    expect(isMonthKey('2026-01')).toBe(true);
    expect(isMonthKey('2026-12')).toBe(true);
    // Date arithmetic would roll these into another month's name.
    for (const key of ['2026-00', '2026-13', '2025-21', '2099-99', '0099-05', '2026-1', 'ALL', ''])
      expect({ key, valid: isMonthKey(key) }).toEqual({ key, valid: false });
  });

  it('leaves out the asked-for months that are not real months', () => {
    expect(monthsOf([booking('2026-09-02', null)], 'checkin', ['2025-21', '2026-00'])).toEqual(['2026-09']);
  });
});
