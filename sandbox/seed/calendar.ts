import { DAY_MS } from '../lib/dates';
import type { Random } from './random';

const HOUR_MS = 60 * 60 * 1000;
/** Bangkok is UTC+7 all year: the weekday of a Bangkok day start, 7 h after midnight UTC. */
const BANGKOK_OFFSET_MS = 7 * HOUR_MS;

/** How busy each weekday is, Sunday first: guests book their villa most at the weekend. */
export const WEEKLY_RHYTHM = [1.4, 0.8, 0.8, 0.9, 1.0, 1.3, 1.6] as const;

/** The marketplace grows: a day at the end of the year sees this many times the bookings of one at its start. */
export const YEARLY_GROWTH = 4;

export const weekdayOf = (dayStart: number): number => new Date(dayStart + BANGKOK_OFFSET_MS).getUTCDay();

/**
 * `count` instants, in order, over the Bangkok days starting at `days`, each day getting its share
 * of `weightOf(day, index)`. Stratified: instant i falls at a random point of the i-th n-th of the
 * whole weight, so any span of days gets its expected number give or take less than two, and a
 * chart drawn from them has the intended shape rather than noise. One draw of `rng` per instant,
 * between 08:00 and 23:00 local time.
 */
export function spreadOver(
  rng: Random,
  count: number,
  days: readonly number[],
  weightOf: (dayStart: number, index: number) => number,
): number[] {
  const weights = days.map((day, index) => weightOf(day, index));
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  const instants: number[] = [];
  let day = 0;
  let before = 0;
  for (let i = 0; i < count; i += 1) {
    const at = ((i + rng.next()) / count) * whole;
    while (day < days.length - 1 && before + weights[day] <= at) {
      before += weights[day];
      day += 1;
    }
    const within = Math.min(1, Math.max(0, (at - before) / weights[day]));
    instants.push(days[day] + 8 * HOUR_MS + Math.floor(within * 15 * HOUR_MS));
  }
  return instants;
}

/** The starts of the `count` Bangkok days before the day starting at `end`, oldest first. */
export const daysBefore = (end: number, count: number): number[] =>
  Array.from({ length: count }, (_, index) => end - (count - index) * DAY_MS);
