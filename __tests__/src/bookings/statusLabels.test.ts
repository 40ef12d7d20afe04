import { en, th } from '../../support/texts';
import { bookingBadgeOf, paymentBadgeOf } from '../../../src/bookings/statusLabels';
import { bookingStatusStyles, paymentStatusStyles } from '../../../src/theme/statusColors';

const text = (tree: object, key: string | null) =>
  key
    ?.split(/[.:]/)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('status labels', () => {
  it("every booking status has its badge, with the spec's labels", () => {
    expect(text(en, bookingBadgeOf('CONFIRM')?.labelKey ?? null)).toBe('Payment 1');
    expect(text(en, bookingBadgeOf('PAYMENT2')?.labelKey ?? null)).toBe('Pending verify');
    expect(text(en, bookingBadgeOf('SUCCESS')?.labelKey ?? null)).toBe('Payment 2');
    expect(text(en, bookingBadgeOf('PENDING')?.labelKey ?? null)).toBe('Pending');
    expect(text(en, bookingBadgeOf('CANCEL')?.labelKey ?? null)).toBe('Cancelled');
    expect(text(th, bookingBadgeOf('CONFIRM')?.labelKey ?? null)).toBe('ชำระงวดที่ 1');
    expect(text(th, bookingBadgeOf('PAYMENT2')?.labelKey ?? null)).toBe('รอตรวจสอบ');
    expect(text(th, bookingBadgeOf('SUCCESS')?.labelKey ?? null)).toBe('ชำระงวดที่ 2');
    expect(text(th, bookingBadgeOf('CANCEL')?.labelKey ?? null)).toBe('ยกเลิกแล้ว');
    // An unknown status shows as it is, in neutral; no status, no badge.
    expect(bookingBadgeOf('SOMETHING_NEW')).toEqual({
      labelKey: null,
      status: 'SOMETHING_NEW',
      color: 'default',
      variant: 'outlined',
    });
    expect(bookingBadgeOf('toString')?.labelKey).toBeNull();
    for (const status of ['', '  ', null, undefined, 42]) expect(bookingBadgeOf(status)).toBeNull();
  });

  it('one colour per booking status, from the theme: paid in full is green, never a failure', () => {
    expect(bookingBadgeOf('SUCCESS')).toMatchObject({ color: 'success', variant: 'filled' });
    expect(bookingBadgeOf('CONFIRM')).toMatchObject({ color: 'info', variant: 'filled' });
    expect(bookingBadgeOf('PAYMENT2')).toMatchObject({ color: 'warning', variant: 'filled' });
    // Unpaid waits (warning, outlined); cancelled is over (neutral), so neither looks payable.
    expect(bookingBadgeOf('PENDING')).toMatchObject({ color: 'warning', variant: 'outlined' });
    expect(bookingBadgeOf('CANCEL')).toMatchObject({ color: 'default', variant: 'outlined' });
    for (const [status, style] of Object.entries(bookingStatusStyles))
      expect(bookingBadgeOf(status)).toMatchObject(style);
    for (const status of Object.keys(bookingStatusStyles))
      expect(bookingBadgeOf(status)?.color).not.toBe('error');
  });

  it("period 2 pending reads 'payment 2 pending' under CONFIRM and 'pending verify' under PAYMENT2", () => {
    expect(text(en, paymentBadgeOf(2, 'PENDING', 'CONFIRM')?.labelKey ?? null)).toBe('Payment 2 pending');
    expect(text(en, paymentBadgeOf(2, 'PENDING', 'PAYMENT2')?.labelKey ?? null)).toBe('Pending verify');
    expect(text(th, paymentBadgeOf(2, 'PENDING', 'CONFIRM')?.labelKey ?? null)).toBe('รอชำระงวดที่ 2');
    expect(text(th, paymentBadgeOf(2, 'PENDING', 'PAYMENT2')?.labelKey ?? null)).toBe('รอตรวจสอบ');
    // "Pending verify" has the one colour wherever it shows: the booking's and period 2's.
    expect(paymentBadgeOf(2, 'PENDING', 'PAYMENT2')).toMatchObject({
      color: bookingBadgeOf('PAYMENT2')?.color,
      variant: bookingBadgeOf('PAYMENT2')?.variant,
    });
    // Elsewhere a pending payment is just pending.
    expect(text(en, paymentBadgeOf(1, 'PENDING', 'CONFIRM')?.labelKey ?? null)).toBe('Pending');
    expect(text(en, paymentBadgeOf(2, 'PENDING', 'PENDING')?.labelKey ?? null)).toBe('Pending');
  });

  it('payment statuses otherwise use their own labels and the theme colours; unknown ones show as they are', () => {
    expect(text(en, paymentBadgeOf(1, 'ACCEPT', 'CONFIRM')?.labelKey ?? null)).toBe('Verified');
    expect(text(en, paymentBadgeOf(2, 'SUCCESS', 'SUCCESS')?.labelKey ?? null)).toBe('Paid');
    for (const [status, style] of Object.entries(paymentStatusStyles))
      expect(paymentBadgeOf(1, status, 'CONFIRM')).toMatchObject(style);
    expect(paymentBadgeOf(1, 'REJECT', 'PENDING')?.color).toBe('error');
    expect(paymentBadgeOf(2, 'SUCCESS', 'SUCCESS')?.color).toBe(bookingBadgeOf('SUCCESS')?.color);
    expect(paymentBadgeOf(1, 'REFUNDED', 'PENDING')).toEqual({
      labelKey: null,
      status: 'REFUNDED',
      color: 'default',
      variant: 'outlined',
    });
    expect(paymentBadgeOf(1, null, 'PENDING')).toBeNull();
  });
});
