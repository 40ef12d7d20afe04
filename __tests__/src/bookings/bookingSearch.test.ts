import {
  bookingStatusFromParams,
  bookingsWithStatus,
  filtersFromParams,
  paramsWithBookingStatus,
  paramsWithFilters,
  searchQueryOf,
} from '../../../src/bookings/bookingSearch';
import { SearchLimits, type Booking } from '../../../contract';

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

  it('round-trips through the address, keeping other parameters and dropping empty filters', () => {
    const params = paramsWithFilters(new URLSearchParams('tab=transferred&keyword=old'), {
      keyword: ' สมชาย ',
      bookingCode: '',
      status: 'PENDING',
    });
    expect(params.toString()).toBe(
      new URLSearchParams({ tab: 'transferred', keyword: 'สมชาย', status: 'PENDING' }).toString(),
    );
    expect(filtersFromParams(params)).toEqual({ keyword: 'สมชาย', bookingCode: '', status: 'PENDING' });
    expect(paramsWithFilters(params, {}).toString()).toBe('tab=transferred');
    expect(filtersFromParams(new URLSearchParams('status=DROP%20TABLE'))).toEqual({
      keyword: '',
      bookingCode: '',
      status: 'ALL',
    });
  });

  it("cuts a keyword and a booking code from the address to the API's limits, never through an emoji", () => {
    const values = filtersFromParams(
      new URLSearchParams({
        keyword: 'x'.repeat(300),
        bookingCode: 'B'.repeat(SearchLimits.bookingCode + 1),
      }),
    );
    expect(values.keyword).toBe('x'.repeat(SearchLimits.keyword));
    expect(values.bookingCode).toBe('B'.repeat(SearchLimits.bookingCode));
    // The emoji's two UTF-16 units straddle the limit: it goes whole.
    const straddling = `${'x'.repeat(SearchLimits.keyword - 1)}😀y`;
    expect(filtersFromParams(new URLSearchParams({ keyword: straddling })).keyword).toBe(
      'x'.repeat(SearchLimits.keyword - 1),
    );
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

  it('lives in the address, from the first page, apart from the searched filters', () => {
    const params = paramsWithBookingStatus(new URLSearchParams('tab=pending&keyword=a&page=3'), 'READY');
    expect(params.toString()).toBe('tab=pending&keyword=a&bookingStatus=READY');
    expect(bookingStatusFromParams(params)).toBe('READY');
    // A search keeps it; all of it off again.
    expect(bookingStatusFromParams(paramsWithFilters(params, { keyword: 'b' }))).toBe('READY');
    expect(paramsWithBookingStatus(params, 'ALL').toString()).toBe('tab=pending&keyword=a');
    expect(bookingStatusFromParams(new URLSearchParams('bookingStatus=DROP'))).toBe('ALL');
  });
});
