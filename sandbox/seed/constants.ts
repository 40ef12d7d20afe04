/** The seed's fixed values: its accounts, hostile texts, reference instant and proportions. */
import type { BookingStatus } from '../../contract';

export const SEED_ACCOUNTS = {
  admin: 'admin@poolvilla.test',
  partner: 'partner@poolvilla.test',
  customer: 'customer@poolvilla.test',
} as const;

/** Values the console must show as plain text. */
export const HOSTILE = {
  name: '<script>alert(1)</script>',
  location: 'javascript:alert(1)',
  longPropertyName: 'Grand Paradise Private Pool Villa & Beach Resort บ้านพักพูลวิลล่าส่วนตัวริมหาด '
    .repeat(4)
    .slice(0, 300),
} as const;

/** Every seeded date lies before this fixed instant, except the bookings of the last month. */
export const SEED_REFERENCE = Date.parse('2026-11-01T03:00:00.000Z');
/**
 * A month (by check-in, Bangkok time) for the payout run's tests: three partners owed, one of them
 * for three bookings. It lies before SEED_REFERENCE, where the seed is the same whatever day it runs.
 */
export const SEED_RUN_MONTH = '2026-07';
/** Bookings made on the day the seed runs, so the dashboard's "today" counter is real. */
export const TODAY_BOOKINGS = 4;
/** Bookings made in the RECENT_DAYS days before the day the seed runs, so the last 30 days are never empty. */
export const RECENT_BOOKINGS = 28;
export const RECENT_DAYS = 29;

export const HOUR_MS = 60 * 60 * 1000;
export const REGULAR_BOOKINGS = 130;
export const WALK_IN_BOOKINGS = 20;

/** Share of bookings, by status, whose partner has already been paid (once period 1 is accepted). */
export const TRANSFER_SHARE: Record<BookingStatus, number> = {
  PENDING: 0,
  CONFIRM: 0.2,
  PAYMENT2: 0.4,
  SUCCESS: 0.8,
  CANCEL: 0,
};
