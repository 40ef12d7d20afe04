import { bookingsWithStatus, searchQueryOf } from '../../../src/bookings/bookingSearch';
import type { Booking } from '../../../contract';

describe('the booking filter rules', () => {
  it('trims the values and omits empty ones', () => {
    expect(searchQueryOf({ keyword: '  วิลล่า  ', bookingCode: ' BK-0001 ', status: 'ACCEPT' })).toEqual({
      keyword: 'วิลล่า',
      bookingCode: 'BK-0001',
      status: 'ACCEPT',
    });
    expect(searchQueryOf({ keyword: '   ', bookingCode: 'BK', status: 'ALL' })).toEqual({
      bookingCode: 'BK',
    });
    expect(searchQueryOf({ keyword: '', bookingCode: '\t', status: 'PENDING' })).toEqual({
      status: 'PENDING',
    });
  });

  it('gives no search at all (a plain reload) when all three are empty', () => {
    expect(searchQueryOf({ keyword: ' ', bookingCode: '', status: 'ALL' })).toBeNull();
    expect(searchQueryOf({})).toBeNull();
  });

  it('ignores a status that is not one of the filter values', () => {
    expect(searchQueryOf({ status: 'SUCCESS' as never })).toBeNull();
  });
});

describe("the pending list's booking status", () => {
  const booking = (bookingId: string, overrides: Partial<Booking>): Booking =>
    ({
      bookingId,
      status: 'CONFIRM',
      walkIn: false,
      period1Status: 'ACCEPT',
      transferred: false,
      period1Amount: 2250,
      commissionAmount: 225,
      feeAmount: 67.5,
      ...overrides,
    }) as Booking;
  const bookings = [
    booking('confirm', {}),
    booking('unpaid', { status: 'PENDING', period1Status: 'PENDING' }),
    booking('cancelled-paid', { status: 'CANCEL', period1Status: 'ACCEPT' }),
    booking('cancelled', { status: 'CANCEL', period1Status: 'REJECT' }),
    booking('verify', { status: 'PAYMENT2' }),
    booking('success', { status: 'SUCCESS', period1Status: 'SUCCESS' }),
    // Its deposit does not cover the fees: nothing to transfer, so not among those to pay.
    booking('short', { period1Amount: 200, commissionAmount: 225 }),
  ];
  const ids = (list: Booking[]) => list.map((item) => item.bookingId);

  it('narrows to one status, or to those ready to pay (deposit verified, not cancelled, something to transfer)', () => {
    expect(ids(bookingsWithStatus(bookings, 'ALL'))).toEqual(ids(bookings));
    expect(ids(bookingsWithStatus(bookings, 'READY'))).toEqual(['confirm', 'verify', 'success']);
    expect(ids(bookingsWithStatus(bookings, 'CANCEL'))).toEqual(['cancelled-paid', 'cancelled']);
    expect(ids(bookingsWithStatus(bookings, 'PENDING'))).toEqual(['unpaid']);
    expect(bookingsWithStatus([null as unknown as Booking, ...bookings], 'CONFIRM')).toHaveLength(2);
  });
});
