import { en, th } from '../../support/texts';
import { cardBadgeOf, detailBadgeOf, paymentBadgeOf } from '../../../src/bookings/statusLabels';

const text = (tree: object, key: string | null) =>
  key
    ?.split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('status labels', () => {
  it("cards: CONFIRM, PAYMENT2 and SUCCESS with the spec's labels; other statuses no badge", () => {
    expect(text(en, cardBadgeOf('CONFIRM')?.labelKey ?? null)).toBe('Payment 1');
    expect(text(en, cardBadgeOf('PAYMENT2')?.labelKey ?? null)).toBe('Pending verify');
    expect(text(en, cardBadgeOf('SUCCESS')?.labelKey ?? null)).toBe('Payment 2');
    expect(text(th, cardBadgeOf('CONFIRM')?.labelKey ?? null)).toBe('ชำระงวดที่ 1');
    expect(text(th, cardBadgeOf('PAYMENT2')?.labelKey ?? null)).toBe('รอตรวจสอบ');
    expect(text(th, cardBadgeOf('SUCCESS')?.labelKey ?? null)).toBe('ชำระงวดที่ 2');
    for (const status of ['PENDING', 'CANCEL', 'toString', '', null, undefined, 42])
      expect(cardBadgeOf(status)).toBeNull();
  });

  it('booking detail: CONFIRM green, PENDING amber, otherwise red', () => {
    expect(detailBadgeOf('CONFIRM')?.color).toBe('success');
    expect(detailBadgeOf('PENDING')?.color).toBe('warning');
    for (const status of ['PAYMENT2', 'SUCCESS', 'CANCEL', 'SOMETHING_NEW'])
      expect(detailBadgeOf(status)?.color).toBe('error');
    expect(detailBadgeOf('SOMETHING_NEW')).toEqual({
      labelKey: null,
      status: 'SOMETHING_NEW',
      color: 'error',
    });
    expect(detailBadgeOf(null)).toBeNull();
  });

  it("period 2 pending reads 'payment 2 pending' under CONFIRM and 'pending verify' under PAYMENT2", () => {
    expect(text(en, paymentBadgeOf(2, 'PENDING', 'CONFIRM')?.labelKey ?? null)).toBe('Payment 2 pending');
    expect(text(en, paymentBadgeOf(2, 'PENDING', 'PAYMENT2')?.labelKey ?? null)).toBe('Pending verify');
    expect(text(th, paymentBadgeOf(2, 'PENDING', 'CONFIRM')?.labelKey ?? null)).toBe('รอชำระงวดที่ 2');
    expect(text(th, paymentBadgeOf(2, 'PENDING', 'PAYMENT2')?.labelKey ?? null)).toBe('รอตรวจสอบ');
    // Elsewhere a pending payment is just pending.
    expect(text(en, paymentBadgeOf(1, 'PENDING', 'CONFIRM')?.labelKey ?? null)).toBe('Pending');
    expect(text(en, paymentBadgeOf(2, 'PENDING', 'PENDING')?.labelKey ?? null)).toBe('Pending');
  });

  it('payment statuses otherwise use their own labels; unknown ones show as they are', () => {
    expect(text(en, paymentBadgeOf(1, 'ACCEPT', 'CONFIRM')?.labelKey ?? null)).toBe('Verified');
    expect(text(en, paymentBadgeOf(2, 'SUCCESS', 'SUCCESS')?.labelKey ?? null)).toBe('Paid');
    expect(paymentBadgeOf(1, 'REJECT', 'PENDING')?.color).toBe('error');
    expect(paymentBadgeOf(1, 'REFUNDED', 'PENDING')).toEqual({
      labelKey: null,
      status: 'REFUNDED',
      color: 'default',
    });
    expect(paymentBadgeOf(1, null, 'PENDING')).toBeNull();
  });
});
