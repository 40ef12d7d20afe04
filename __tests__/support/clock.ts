/**
 * The suite's clock. Every jest test runs as if it were `TEST_NOW`: jest.config.ts fakes `Date`
 * (and only `Date`, flowing from there) in every file, and the sandbox seeds its recent bookings
 * around the same instant, so no verdict depends on the day the suite runs. `TEST_NOW=<ISO
 * instant>` moves it: `scripts/any-day.sh` runs the suite as if today were another day
 * (docs/testing.md, "The clock").
 */
import type { Config } from 'jest';
import { SEED_REFERENCE } from '../../sandbox/seed/constants';

/** A Wednesday in the middle of a month, at noon in Bangkok, a few weeks after the seed's reference. */
const DEFAULT_TEST_NOW = '2026-11-18T05:00:00.000Z';

function testNow(value = process.env.TEST_NOW || DEFAULT_TEST_NOW): number {
  const instant = Date.parse(value);
  if (!Number.isFinite(instant)) throw new Error(`TEST_NOW is not an ISO instant: ${value}`);
  // Before it, the seed's recent bookings would fall among its fixed ones (SEED_RUN_MONTH's).
  if (instant < SEED_REFERENCE) throw new Error(`TEST_NOW must be after the seed's reference: ${value}`);
  return instant;
}

export const TEST_NOW = testNow();

/** Every timer stays real: MSW, the in-process sandbox, React and Testing Library run on them. */
const REAL_TIMERS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'nextTick',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'hrtime',
  'performance',
] as const;

/**
 * jest's `fakeTimers` for every project: only `Date` faked, starting at TEST_NOW and moving on with
 * real time (`advanceTimers`), so durations still pass. `jest.useFakeTimers(overrides)` in a test
 * starts from these.
 */
export const suiteClock = {
  enableGlobally: true,
  now: TEST_NOW,
  advanceTimers: true,
  doNotFake: [...REAL_TIMERS],
} satisfies Config['fakeTimers'];

/** Every timer faked and time stopped where it is, for a test that moves time by hand (`advanceTimersByTime`). */
export const fakeEveryTimer = (keepReal: (typeof REAL_TIMERS)[number][] = []): void => {
  jest.useFakeTimers({ now: Date.now(), advanceTimers: false, doNotFake: keepReal });
};

/** The clock stopped at `at` (only `Date` faked), for a test about one moment. */
export const stopClockAt = (at: Date | number): void => {
  jest.useFakeTimers({ now: at, advanceTimers: false });
};

// Where the suite's clock stood when the test file loaded, and the real time then (jest.config.ts,
// which imports this module too, has no `jest`).
const fileStart = typeof jest === 'undefined' ? null : { now: Date.now(), real: jest.getRealSystemTime() };

/**
 * Back to the suite's clock, where it would be had no test stopped it (instead of
 * `jest.useRealTimers()`, which would bring today's date back).
 */
export const resumeSuiteClock = (): void => {
  const now = fileStart ? fileStart.now + jest.getRealSystemTime() - fileStart.real : TEST_NOW;
  jest.useFakeTimers({ now });
};
