import {
  filtersFromParams,
  paramsWithFilters,
  searchQueryOf,
} from '../../../../src/components/bookings/bookingSearch';

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
});
