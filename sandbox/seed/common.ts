import type { BookingStatus, PaymentStatus } from '../../src/services/contract';
import type { Flag, PropertyTypeRow } from '../routes/rows';
import type { Random } from './random';
import type { Writers } from './writers';

/** What the large seed builds on. */
export interface World {
  write: Writers;
  avatars: string[];
  customerSlips: string[];
  bookableTypes: PropertyTypeRow[];
  bookingCount: number;
}

export const flag = (value: boolean): Flag => (value ? 1 : 0);

export const bookingCode = (number: number): string => `PV-2026-${String(number).padStart(6, '0')}`;

export const thaiMobile = (rng: Random): string => `0${rng.pick(['6', '8', '9'])}${rng.digits(8)}`;

/** A booking status, weighted as a live marketplace would have them. */
export function weightedStatus(rng: Random): BookingStatus {
  const roll = rng.int(1, 120);
  if (roll <= 15) return 'PENDING';
  if (roll <= 45) return 'CONFIRM';
  if (roll <= 65) return 'PAYMENT2';
  if (roll <= 105) return 'SUCCESS';
  return 'CANCEL';
}

export interface PaymentState {
  status: PaymentStatus;
  /** Whether the guest uploaded a slip for it. */
  slip: boolean;
}

/** Period 1 and period 2 payment states that fit a booking status. */
export function paymentStates(rng: Random, status: BookingStatus): [PaymentState, PaymentState] {
  const unpaid: PaymentState = { status: 'PENDING', slip: false };
  const roll = rng.next();
  switch (status) {
    case 'PENDING':
      if (roll < 0.7) return [{ status: 'PENDING', slip: true }, unpaid];
      return [roll < 0.85 ? unpaid : { status: 'REJECT', slip: true }, unpaid];
    case 'CONFIRM':
      return [{ status: 'ACCEPT', slip: true }, unpaid];
    case 'PAYMENT2':
      return [
        { status: 'ACCEPT', slip: true },
        { status: roll < 0.7 ? 'PENDING' : 'REJECT', slip: true },
      ];
    case 'SUCCESS':
      return [
        { status: roll < 0.5 ? 'ACCEPT' : 'SUCCESS', slip: true },
        { status: rng.chance(0.6) ? 'SUCCESS' : 'ACCEPT', slip: true },
      ];
    case 'CANCEL':
      if (roll < 0.4) return [{ status: 'REJECT', slip: true }, unpaid];
      return [roll < 0.7 ? unpaid : { status: 'ACCEPT', slip: true }, unpaid];
  }
}
