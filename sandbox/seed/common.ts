import type { BookingStatus, PaymentStatus } from '../../contract';
import { bangkokDate, DAY_MS, iso } from '../lib/dates';
import {
  PaymentMethod,
  type BookingRow,
  type Flag,
  type LocationRow,
  type ProfileRow,
  type PropertyTypeRow,
} from '../db/rows';
import type { Random } from './random';
import { COORDINATES, PLACES } from './thai';
import type { Writers } from './writers';

/** What the large seed builds on. */
/** What each part of the seed draws from and writes with: one random sequence, the stored images, the locations. */
export interface SeedContext {
  rng: Random;
  write: Writers;
  avatars: string[];
  banners: string[];
  customerSlips: string[];
  transferSlips: string[];
  locations: LocationRow[];
  /** The instant the seed runs: it places the bookings of the last month. */
  now: number;
}

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

function mapLink(rng: Random, code: string): string {
  const [lat, lng] = COORDINATES[code];
  const at = `${(lat + rng.int(-200, 200) / 10000).toFixed(4)},${(lng + rng.int(-200, 200) / 10000).toFixed(4)}`;
  switch (rng.int(0, 2)) {
    case 0:
      return `https://maps.google.com/?q=${at}`;
    case 1:
      return `https://www.google.com/maps/place/${at}`;
    default:
      return `https://maps.app.goo.gl/${rng.bytes(9).toString('base64url')}`;
  }
}

/** The guests a would-be partner says their villa takes. */
export const PARTNER_CAPACITIES = [4, 6, 8, 10, 12, 15, 20, 30] as const;

/** Where a partner says their villa is: a map link half the time, otherwise the address as typed. */
export const partnerLocation = (rng: Random, code: string): string =>
  rng.chance(0.5) ? mapLink(rng, code) : PLACES[code];

/** Who a booking is for, copied onto it as entered at booking time. */
export type BookingContact = Pick<
  BookingRow,
  'customer_profile_id' | 'first_name' | 'last_name' | 'email' | 'phone_number' | 'line_id'
>;

export const contactOf = (profile: ProfileRow): BookingContact => ({
  customer_profile_id: profile.profile_id,
  first_name: profile.first_name,
  last_name: profile.last_name,
  email: profile.email,
  phone_number: profile.phone_number,
  line_id: profile.line_id,
});

/** What a booking costs: the type's start price a night, and the extra beds. */
export function priceOf(type: PropertyTypeRow, nights: number, extraBedPrice = 0) {
  const packagePrice = (type.start_price ?? 0) * nights;
  return { packagePrice, extraBedPrice, totalPrice: packagePrice + extraBedPrice };
}

/** The deposit a guest pays to hold the dates: half the total, rounded up to 100 baht. */
export const depositOf = (totalPrice: number): number => Math.ceil(totalPrice / 200) * 100;

export interface PaymentPlan {
  paymentId: string;
  status: PaymentStatus;
  /** The guest's slip, when they sent one. */
  slipImageId: string | null;
  /** The admin's transfer to the partner (period 1 only). */
  transferSlipId?: string | null;
  created: number;
  updated: number;
}

export interface BookingPlan {
  bookingId: string;
  bookingCode: string;
  type: PropertyTypeRow;
  contact: BookingContact;
  walkIn?: boolean;
  status: BookingStatus;
  created: number;
  checkin: number;
  nights: number;
  extraBedPrice?: number;
  /** The deposit (period 1); depositOf(total) when not given. */
  earnest?: number;
  method?: string;
  /** Period 1 (the deposit) and period 2 (the rest). */
  payments: [PaymentPlan, PaymentPlan];
}

/**
 * Writes a booking and its two payments, the deposit and the rest, as the consumer site records
 * them: one builder for the default seed, the large seed and the simulation, so their rows agree.
 */
export function writeBooking(write: Writers, plan: BookingPlan): void {
  const { packagePrice, extraBedPrice, totalPrice } = priceOf(plan.type, plan.nights, plan.extraBedPrice);
  const earnest = plan.earnest ?? depositOf(totalPrice);
  write.booking({
    booking_id: plan.bookingId,
    booking_code: plan.bookingCode,
    property_type_id: plan.type.property_type_id,
    ...plan.contact,
    walk_in: flag(plan.walkIn ?? false),
    status: plan.status,
    checkin_date: bangkokDate(plan.checkin),
    checkout_date: bangkokDate(plan.checkin + plan.nights * DAY_MS),
    package_price: packagePrice,
    extra_bed_price: extraBedPrice,
    total_price: totalPrice,
    earnest_money: earnest,
    create_date: iso(plan.created),
  });
  const amounts = [earnest, Math.round((totalPrice - earnest) * 100) / 100];
  plan.payments.forEach((payment, index) =>
    write.payment({
      payment_id: payment.paymentId,
      booking_id: plan.bookingId,
      period: index === 0 ? 1 : 2,
      status: payment.status,
      amount: amounts[index],
      method: plan.method ?? PaymentMethod.transfer,
      slip_image_id: payment.slipImageId,
      admin_transfer_slip_id: payment.transferSlipId ?? null,
      create_date: iso(payment.created),
      update_date: iso(payment.updated),
    }),
  );
}
