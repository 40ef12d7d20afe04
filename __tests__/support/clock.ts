/**
 * Moving the suite's clock within a test. Every jest file runs as if it were TEST_NOW
 * (jest.config.ts's `fakeTimers`: only `Date` faked, moving on with real time), and the sandbox
 * seeds around the same instant; these helpers stop it, fake every timer, and go back to it
 * (docs/testing.md, "The clock").
 */
/** The timers a test that fakes every other one may keep real (the in-process sandbox runs on them). */
type KeptReal = 'setImmediate' | 'clearImmediate' | 'nextTick' | 'queueMicrotask';

/** Every timer faked and time stopped where it is, for a test that moves time by hand (`advanceTimersByTime`). */
export const fakeEveryTimer = (keepReal: KeptReal[] = []): void => {
  jest.useFakeTimers({ now: Date.now(), advanceTimers: false, doNotFake: keepReal });
};

/** The clock stopped at `at` (only `Date` faked), for a test about one moment. */
export const stopClockAt = (at: Date | number): void => {
  jest.useFakeTimers({ now: at, advanceTimers: false });
};

// Where the suite's clock stood when the test file loaded, and the real time then.
const fileStart = { now: Date.now(), real: jest.getRealSystemTime() };

/**
 * Back to the suite's clock, where it would be had no test stopped it (instead of
 * `jest.useRealTimers()`, which would bring today's date back).
 */
export const resumeSuiteClock = (): void => {
  jest.useFakeTimers({ now: fileStart.now + jest.getRealSystemTime() - fileStart.real });
};
