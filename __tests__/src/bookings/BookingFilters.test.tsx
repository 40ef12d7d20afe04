import { useState } from 'react';
import { screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { BookingFilters } from '../../../src/bookings/BookingFilters';
import { EMPTY_FILTERS, type BookingFilterValues } from '../../../src/bookings/bookingSearch';
import { renderConsole } from '../../support/renderConsole';
import { bookingCode } from '../../../sandbox/seed/common';

const ACCEPTED: BookingFilterValues = { ...EMPTY_FILTERS, status: 'ACCEPT' };

/**
 * The filters over an address that changes only when told: the router shows a new address in a
 * transition, so renders can come between Search or Clear and the address they asked for.
 */
function Harness({ onRefresh = () => undefined }: { onRefresh?: () => void }) {
  const [address, setAddress] = useState(ACCEPTED);
  const [asked, setAsked] = useState<BookingFilterValues | null>(null);
  return (
    <>
      <BookingFilters
        values={address}
        onSearch={setAsked}
        onClear={() => setAsked(EMPTY_FILTERS)}
        onRefresh={onRefresh}
      />
      <Button onClick={() => asked && setAddress(asked)}>Address lands</Button>
      <Button onClick={() => setAddress({ ...EMPTY_FILTERS, keyword: 'วิลล่า' })}>Back button</Button>
    </>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the booking filters', () => {
  it('keep what is typed after Clear when the cleared address lands later', async () => {
    const { user } = await renderConsole({ routes: [{ path: '/', element: <Harness /> }], language: 'en' });
    expect(await screen.findByRole('combobox', { name: 'Deposit status' })).toHaveTextContent('Accepted');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('combobox', { name: 'Deposit status' })).toHaveTextContent('All');
    await user.type(field('Booking code'), 'NO-SUCH-CODE');
    await user.click(screen.getByRole('button', { name: 'Address lands' }));

    expect(field('Booking code')).toHaveValue('NO-SUCH-CODE');
    expect(screen.getByRole('combobox', { name: 'Deposit status' })).toHaveTextContent('All');
  });

  it('keep what is typed after Search when the searched address lands later, and follow an address changed elsewhere', async () => {
    const { user } = await renderConsole({ routes: [{ path: '/', element: <Harness /> }], language: 'en' });
    await user.type(await screen.findByRole('textbox', { name: 'Keyword' }), 'พูล');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(field('Booking code'), 'PV-');
    await user.click(screen.getByRole('button', { name: 'Address lands' }));
    expect(field('Keyword')).toHaveValue('พูล');
    expect(field('Booking code')).toHaveValue('PV-');

    await user.click(screen.getByRole('button', { name: 'Back button' }));
    expect(field('Keyword')).toHaveValue('วิลล่า');
    expect(field('Booking code')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Deposit status' })).toHaveTextContent('All');
  });

  it('fetch again on Search with the filters already applied, and on Clear with none applied', async () => {
    const refresh = jest.fn();
    const { user } = await renderConsole({
      routes: [{ path: '/', element: <Harness onRefresh={refresh} /> }],
      language: 'en',
    });
    // Applied: status Accepted. Search with it unchanged asks for the same lists: fetched again.
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    // Blanks around a keyword change nothing the lists are asked for.
    await user.type(field('Keyword'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(refresh).toHaveBeenCalledTimes(2);
    // A new filter: the address changes, and that fetches by itself.
    await user.type(field('Keyword'), 'พูล');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(refresh).toHaveBeenCalledTimes(2);
    // Clear while a filter is applied: the address changes.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(refresh).toHaveBeenCalledTimes(2);
    // The cleared address lands; Clear again has nothing to change: fetched again.
    await user.click(screen.getByRole('button', { name: 'Address lands' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("give the booking code's example in the form real codes have (PV-2026-000137), in both languages", async () => {
    const { unmount } = await renderConsole({
      routes: [{ path: '/', element: <Harness /> }],
      language: 'en',
    });
    const example = /^(e\.g\. |เช่น )(PV-\d{4}-\d{6})$/;
    expect(await screen.findByRole('textbox', { name: 'Booking code' })).toHaveAttribute(
      'placeholder',
      'e.g. PV-2026-000137',
    );
    unmount();
    await renderConsole({ routes: [{ path: '/', element: <Harness /> }], language: 'th' });
    const thai = await screen.findByRole('textbox', { name: 'รหัสการจอง' });
    expect(thai).toHaveAttribute('placeholder', 'เช่น PV-2026-000137');
    // The seed's codes (sandbox/seed/common.ts, bookingCode) have this very shape.
    expect(example.exec(thai.getAttribute('placeholder') ?? '')?.[2]).toBe(bookingCode(137));
  });
});
