import type { Booking } from '../../../../contract';
import {
  bookingValuePerMonth,
  bookingsOutsideLists,
  bookingsPerDay,
  lastDays,
  lastMonths,
  partnersOwedMost,
} from '../../../../src/pages/home/trends';

const booking = (overrides: Partial<Booking>): Booking =>
  ({
    bookingId: 'b',
    status: 'CONFIRM',
    walkIn: false,
    totalPrice: 1000,
    period1Amount: 500,
    period1Status: 'ACCEPT',
    commissionAmount: 100,
    feeAmount: 30,
    transferred: false,
    ownerProfileId: 'owner',
    ownerFirstName: 'วิภา',
    ownerLastName: 'ทะเล',
    createDate: '2026-11-20T03:00:00.000Z',
    ...overrides,
  }) as Booking;

// 09:00 on 26 November 2026 in Bangkok.
const NOW = new Date('2026-11-26T02:00:00.000Z');

describe("home's trends", () => {
  it('lays out the last 30 days and 12 months on the Bangkok clock, ending today', () => {
    const days = lastDays(NOW, 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-28');
    expect(days[29]).toBe('2026-11-26');
    // 23:30 UTC on the 25th is already the 26th in Bangkok.
    expect(lastDays(new Date('2026-11-25T23:30:00.000Z'), 1)).toEqual(['2026-11-26']);
    expect(lastMonths(NOW, 12)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(lastMonths(new Date('2026-01-15T00:00:00.000Z'), 2)).toEqual(['2025-12', '2026-01']);
  });

  it('with no bookings: every day and month at zero, nothing in range, and not "missing dates"', () => {
    const perDay = bookingsPerDay([], NOW);
    expect(perDay.points.every((point) => point.count === 0)).toBe(true);
    expect(perDay).toMatchObject({ inRange: 0, undated: 0, noDates: false });
    const perMonth = bookingValuePerMonth([], NOW);
    expect(perMonth.points).toHaveLength(12);
    expect(perMonth).toMatchObject({ inRange: 0, noDates: false });
    expect(partnersOwedMost([])).toEqual([]);
  });

  it('with bookings of one day only: that day has them all, on the day Bangkok made them', () => {
    const perDay = bookingsPerDay(
      [
        booking({ createDate: '2026-11-24T17:00:00.000Z' }),
        booking({ createDate: '2026-11-25T16:59:59.000Z' }),
      ],
      NOW,
    );
    expect(perDay.points.filter((point) => point.count > 0)).toEqual([{ day: '2026-11-25', count: 2 }]);
    expect(perDay.inRange).toBe(2);
  });

  it('counts bookings without a date apart, and says so when none has one rather than drawing zeros', () => {
    const someUndated = bookingsPerDay(
      [booking({}), booking({ createDate: null as never }), booking({ createDate: 'soon' })],
      NOW,
    );
    expect(someUndated).toMatchObject({ inRange: 1, undated: 2, noDates: false });
    const noneDated = bookingsPerDay(
      [booking({ createDate: undefined }), booking({ createDate: null as never })],
      NOW,
    );
    expect(noneDated).toMatchObject({ inRange: 0, undated: 2, noDates: true });
    expect(bookingValuePerMonth([booking({ createDate: undefined })], NOW).noDates).toBe(true);
  });

  it('leaves out bookings older than the range, and malformed entries', () => {
    const perDay = bookingsPerDay(
      [booking({ createDate: '2026-10-27T12:00:00.000Z' }), null, 7] as unknown as Booking[],
      NOW,
    );
    expect(perDay.inRange).toBe(0);
  });

  it('sums the value per month to the satang, cancelled bookings counted but worth nothing', () => {
    const perMonth = bookingValuePerMonth(
      [
        booking({ totalPrice: 0.1, createDate: '2026-11-01T00:00:00.000Z' }),
        booking({ totalPrice: 0.2, createDate: '2026-11-02T00:00:00.000Z' }),
        booking({ totalPrice: 9999, status: 'CANCEL', createDate: '2026-11-03T00:00:00.000Z' }),
        // 31 October, 20:00 in Bangkok: October.
        booking({ totalPrice: 500, createDate: '2026-10-31T13:00:00.000Z' }),
        booking({ totalPrice: '12' as unknown as number, createDate: '2026-10-01T00:00:00.000Z' }),
        booking({ totalPrice: 700, createDate: '2025-11-30T00:00:00.000Z' }),
      ],
      NOW,
    );
    const of = (month: string) => perMonth.points.find((point) => point.month === month);
    expect(of('2026-11')).toEqual({ month: '2026-11', value: 0.3, count: 3 });
    expect(of('2026-10')).toEqual({ month: '2026-10', value: 512, count: 2 });
    expect(of('2025-11')).toBeUndefined();
    expect(perMonth.inRange).toBe(5);
  });

  it('names the ten partners owed the most, largest first, and none owed nothing', () => {
    const pending = Array.from({ length: 12 }, (_, index) =>
      booking({
        ownerProfileId: `p${index}`,
        ownerFirstName: `Partner ${index}`,
        ownerLastName: null,
        period1Amount: 1000 + index * 100,
      }),
    );
    pending.push(booking({ ownerProfileId: 'paid', transferred: true }));
    const owed = partnersOwedMost(pending);
    expect(owed).toHaveLength(10);
    expect(owed[0]).toEqual({ ownerProfileId: 'p11', name: 'Partner 11', owed: 2100 - 130 });
    expect(owed.map((partner) => partner.ownerProfileId)).not.toContain('paid');
    expect(partnersOwedMost([booking({ period1Amount: 100 })])).toEqual([]);
  });
});

describe('bookings outside the lists', () => {
  it('are the bookings counted less those listed, each listed booking once', () => {
    const listed = [booking({ bookingId: 'a' }), booking({ bookingId: 'b' }), booking({ bookingId: 'a' })];
    expect(bookingsOutsideLists(5, listed)).toBe(3);
    expect(bookingsOutsideLists(2, listed)).toBe(0);
    expect(bookingsOutsideLists(1, listed)).toBe(0);
  });

  it('are none when the count is missing or not a number', () => {
    for (const total of [undefined, null, '5', Number.NaN, Infinity])
      expect(bookingsOutsideLists(total, [booking({})])).toBe(0);
  });
});
