import type { Booking } from '../../../../contract';
import { bookingsOutsideLists, trendsOfLists } from '../../../../src/pages/home/trends';

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

const TODAY = '2026-11-26';
const none: Booking[] = [];

describe("home's trends from the lists (an API without the trends call)", () => {
  it('take every list, each booking once, and leave out entries that are not bookings', () => {
    const trends = trendsOfLists(
      {
        pending: [booking({ bookingId: 'a' }), null, 7] as unknown as Booking[],
        transferred: [booking({ bookingId: 'b', transferred: true })],
        walkIns: [booking({ bookingId: 'c', walkIn: true }), booking({ bookingId: 'a' })],
      },
      TODAY,
    );
    expect(trends.today).toBe(TODAY);
    expect(trends.perDay.inRange).toBe(4);
    expect(trends.listed).toBe(3);
  });

  it('read a total price sent as text, and a missing one as 0', () => {
    const trends = trendsOfLists(
      {
        pending: [
          booking({ totalPrice: '12' as unknown as number }),
          booking({ totalPrice: undefined, bookingId: 'x' }),
        ],
        transferred: none,
        walkIns: none,
      },
      TODAY,
    );
    expect(trends.perMonth.points.at(-1)).toEqual({ month: '2026-11', value: 12, count: 2 });
  });

  it('owe the partners the transfers of their pending bookings owed: not those paid, walk-ins or cancelled, nor a deposit that covers no fees', () => {
    const pending = Array.from({ length: 12 }, (_, index) =>
      booking({
        bookingId: `b${index}`,
        ownerProfileId: `p${index}`,
        ownerFirstName: `Partner ${index}`,
        ownerLastName: null,
        period1Amount: 1000 + index * 100,
      }),
    );
    pending.push(
      booking({ bookingId: 'paid', ownerProfileId: 'paid', transferred: true }),
      booking({ bookingId: 'walk', ownerProfileId: 'walk', walkIn: true }),
      booking({ bookingId: 'cancelled', ownerProfileId: 'cancelled', status: 'CANCEL' }),
      booking({ bookingId: 'short', ownerProfileId: 'short', period1Amount: 100 }),
      booking({ bookingId: 'waiting', ownerProfileId: 'waiting', period1Status: 'PENDING' }),
    );
    const owed = trendsOfLists({ pending, transferred: none, walkIns: none }, TODAY).partnersOwedMost;
    expect(owed).toHaveLength(10);
    expect(owed[0]).toEqual({
      ownerProfileId: 'p11',
      ownerFirstName: 'Partner 11',
      ownerLastName: null,
      owed: 2100 - 130,
    });
    const named = owed.map((partner) => partner.ownerProfileId);
    for (const notOwed of ['paid', 'walk', 'cancelled', 'short', 'waiting'])
      expect(named).not.toContain(notOwed);
  });
});

describe('bookings outside the lists', () => {
  it('are the bookings counted less those listed', () => {
    expect(bookingsOutsideLists(5, 2)).toBe(3);
    expect(bookingsOutsideLists(2, 2)).toBe(0);
    expect(bookingsOutsideLists(1, 2)).toBe(0);
  });

  it('are none when the count is missing or not a number', () => {
    for (const total of [undefined, null, '5', Number.NaN, Infinity])
      expect(bookingsOutsideLists(total, 1)).toBe(0);
  });
});
