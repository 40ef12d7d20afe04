import { dayKeyOf, daysEndingOn, monthsEndingIn } from '../../contract/calendar';
import {
  bookingsPerDay,
  bookingValuePerMonth,
  partnersOwedMost,
  type OwedTransfer,
} from '../../contract/trends';

// 26 November 2026 in Bangkok.
const TODAY = '2026-11-26';

const valued = (createDate: unknown, totalPrice: number, cancelled = false) => ({
  createDate,
  totalPrice,
  cancelled,
});
const owedTo = (ownerProfileId: string, transfer: number): OwedTransfer => ({
  ownerProfileId,
  ownerFirstName: `Partner ${ownerProfileId}`,
  ownerLastName: null,
  transfer,
});

describe("the marketplace's calendar", () => {
  it('reads an instant on the Bangkok clock: 23:30 UTC on the 25th is already the 26th', () => {
    expect(dayKeyOf('2026-11-25T23:30:00.000Z')).toBe('2026-11-26');
    expect(dayKeyOf('2026-11-25T16:59:59.999Z')).toBe('2026-11-25');
    expect(dayKeyOf(Date.parse('2027-12-31T17:00:00.000Z'))).toBe('2028-01-01');
    for (const missing of [null, undefined, '', 'soon', {}]) expect(dayKeyOf(missing)).toBeNull();
  });

  it('lays out the 30 days and 12 months ending today, across a leap day and a year', () => {
    const days = daysEndingOn(TODAY, 30);
    expect(days).toHaveLength(30);
    expect([days[0], days[29]]).toEqual(['2026-10-28', TODAY]);
    expect(daysEndingOn('2028-03-01', 2)).toEqual(['2028-02-29', '2028-03-01']);
    expect(monthsEndingIn(TODAY, 12)).toEqual([
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
    expect(monthsEndingIn('2026-01-15', 2)).toEqual(['2025-12', '2026-01']);
  });
});

describe("home's trends", () => {
  it('with no bookings: every day and month at zero, nothing in range, and not "missing dates"', () => {
    const perDay = bookingsPerDay([], TODAY);
    expect(perDay.points).toHaveLength(30);
    expect(perDay.points.every((point) => point.count === 0)).toBe(true);
    expect(perDay).toMatchObject({ inRange: 0, undated: 0, noDates: false });
    const perMonth = bookingValuePerMonth([], TODAY);
    expect(perMonth.points).toHaveLength(12);
    expect(perMonth).toMatchObject({ inRange: 0, noDates: false });
    expect(partnersOwedMost([])).toEqual([]);
  });

  it('counts a booking on the day Bangkok made it', () => {
    const perDay = bookingsPerDay(['2026-11-24T17:00:00.000Z', '2026-11-25T16:59:59.000Z'], TODAY);
    expect(perDay.points.filter((point) => point.count > 0)).toEqual([{ day: '2026-11-25', count: 2 }]);
    expect(perDay.inRange).toBe(2);
  });

  it('counts bookings without a date apart, and says so when none has one rather than drawing zeros', () => {
    expect(bookingsPerDay(['2026-11-20T03:00:00.000Z', null, 'soon'], TODAY)).toMatchObject({
      inRange: 1,
      undated: 2,
      noDates: false,
    });
    expect(bookingsPerDay([undefined, null], TODAY)).toMatchObject({ inRange: 0, undated: 2, noDates: true });
    expect(bookingValuePerMonth([valued(undefined, 100)], TODAY).noDates).toBe(true);
  });

  it('leaves out bookings older than the range', () => {
    expect(bookingsPerDay(['2026-10-27T12:00:00.000Z'], TODAY)).toMatchObject({ inRange: 0, undated: 0 });
  });

  it('sums the value per month to the satang, cancelled bookings counted but worth nothing', () => {
    const perMonth = bookingValuePerMonth(
      [
        valued('2026-11-01T00:00:00.000Z', 0.1),
        valued('2026-11-02T00:00:00.000Z', 0.2),
        valued('2026-11-03T00:00:00.000Z', 9999, true),
        // 31 October, 20:00 in Bangkok: October.
        valued('2026-10-31T13:00:00.000Z', 500),
        valued('2026-10-01T00:00:00.000Z', 12),
        valued('2025-11-30T00:00:00.000Z', 700),
      ],
      TODAY,
    );
    const of = (month: string) => perMonth.points.find((point) => point.month === month);
    expect(of('2026-11')).toEqual({ month: '2026-11', value: 0.3, count: 3 });
    expect(of('2026-10')).toEqual({ month: '2026-10', value: 512, count: 2 });
    expect(of('2025-11')).toBeUndefined();
    expect(perMonth.inRange).toBe(5);
  });

  it('names the ten partners owed the most, largest first, equal amounts by id, none owed nothing', () => {
    const owed = [
      ...Array.from({ length: 12 }, (_, index) => owedTo(`p${String(index).padStart(2, '0')}`, 100 + index)),
      owedTo('p11', 0.1),
      owedTo('p11', 0.2),
      owedTo('same-b', 50),
      owedTo('same-a', 50),
      owedTo('nothing', 0),
    ];
    const most = partnersOwedMost(owed);
    expect(most).toHaveLength(10);
    expect(most[0]).toEqual({
      ownerProfileId: 'p11',
      ownerFirstName: 'Partner p11',
      ownerLastName: null,
      owed: 111.3,
    });
    expect(most.map((partner) => partner.ownerProfileId)).not.toContain('nothing');
    expect(
      partnersOwedMost(owed, 20)
        .slice(-3)
        .map((partner) => partner.ownerProfileId),
    ).toEqual(['p00', 'same-a', 'same-b']);
  });
});
