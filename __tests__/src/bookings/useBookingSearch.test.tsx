import { act, render, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { useBookingSearch, type BookingSearch } from '../../../src/bookings/useBookingSearch';
import { SearchLimits } from '../../../contract';
import { InBrowserRouter, visited } from '../../support/inBrowserRouter';

let search: BookingSearch;
let address = '';
function Probe() {
  search = useBookingSearch();
  address = useLocation().search;
  return null;
}
function renderAt(entry: string) {
  visited(entry);
  return render(
    <InBrowserRouter>
      <Probe />
    </InBrowserRouter>,
  );
}
const params = () => new URLSearchParams(address).toString();

describe('the booking filters in the address', () => {
  it('round-trips through the address, keeping other parameters and dropping empty filters', async () => {
    renderAt('/transfer-management?tab=transferred&keyword=old');
    act(() => search.apply({ keyword: ' สมชาย ', bookingCode: '', status: 'PENDING' }));
    await waitFor(() =>
      expect(params()).toBe(
        new URLSearchParams({ tab: 'transferred', keyword: 'สมชาย', status: 'PENDING' }).toString(),
      ),
    );
    expect(search.values).toEqual({ keyword: 'สมชาย', bookingCode: '', status: 'PENDING' });
    act(() => search.apply({ keyword: '', bookingCode: '', status: 'ALL' }));
    await waitFor(() => expect(params()).toBe('tab=transferred'));
  });

  it('reads a status that is not one of the filter values as none', () => {
    renderAt('/transfer-management?status=DROP%20TABLE');
    expect(search.values).toEqual({ keyword: '', bookingCode: '', status: 'ALL' });
    expect(search.query).toBeNull();
  });

  it("cuts a keyword and a booking code from the address to the API's limits, never through an emoji", () => {
    renderAt(
      `/transfer-management?${new URLSearchParams({
        keyword: 'x'.repeat(300),
        bookingCode: 'B'.repeat(SearchLimits.bookingCode + 1),
      })}`,
    );
    expect(search.values.keyword).toBe('x'.repeat(SearchLimits.keyword));
    expect(search.values.bookingCode).toBe('B'.repeat(SearchLimits.bookingCode));
  });

  it('cuts an emoji straddling the limit whole', () => {
    // The emoji's two UTF-16 units straddle the limit: it goes whole.
    const straddling = `${'x'.repeat(SearchLimits.keyword - 1)}😀y`;
    renderAt(`/transfer-management?${new URLSearchParams({ keyword: straddling })}`);
    expect(search.values.keyword).toBe('x'.repeat(SearchLimits.keyword - 1));
  });
});

describe("the pending list's booking status in the address", () => {
  it('lives in the address, from the first page, apart from the searched filters', async () => {
    renderAt('/transfer-management?tab=pending&keyword=a&page=3');
    act(() => search.setBookingStatus('READY'));
    await waitFor(() => expect(params()).toBe('tab=pending&keyword=a&bookingStatus=READY'));
    expect(search.bookingStatus).toBe('READY');
    // A search keeps it; all of it off again.
    act(() => search.apply({ keyword: 'b', bookingCode: '', status: 'ALL' }));
    await waitFor(() => expect(params()).toBe('tab=pending&keyword=b&bookingStatus=READY'));
    expect(search.bookingStatus).toBe('READY');
    act(() => search.setBookingStatus('ALL'));
    await waitFor(() => expect(params()).toBe('tab=pending&keyword=b'));
  });

  it('reads a booking status it does not know as every booking', () => {
    renderAt('/transfer-management?bookingStatus=DROP');
    expect(search.bookingStatus).toBe('ALL');
  });
});
