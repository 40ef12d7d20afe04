/**
 * Runs a command as if today were another day: `npm run any-day -- <ISO instant> <command…>`.
 *
 *   npm run any-day -- 2027-12-31T23:30:00+07:00 npm test
 *   npm run any-day -- 2028-02-29T12:00:00+07:00 npm start
 *
 * Debian's `faketime` (libfaketime) moves the clock of the command and of every process it starts
 * (jest's workers, the sandbox) by one offset, so they agree with one another; the monotonic clock
 * is left alone, so timers and durations run as usual. TEST_NOW pins the jest suite's own clock
 * (jest.config.ts) to the same instant. The browser suite starts Chromium without libfaketime (under
 * it Chromium spends half its time in the kernel) and gives its pages the same instant with
 * Playwright's clock (docs/testing.md, "The clock").
 */
import { spawnSync } from 'node:child_process';

const [instant, ...command] = process.argv.slice(2);
const at = Date.parse(instant ?? '');
if (!Number.isFinite(at) || command.length === 0) {
  console.error('usage: npm run any-day -- <ISO instant, e.g. 2027-12-31T23:30:00+07:00> <command…>');
  process.exit(2);
}

const offsetSeconds = Math.round((at - Date.now()) / 1000);
const result = spawnSync('faketime', ['-f', `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}`, ...command], {
  stdio: 'inherit',
  env: { ...process.env, TEST_NOW: new Date(at).toISOString(), FAKETIME_DONT_FAKE_MONOTONIC: '1' },
});
if (result.error) {
  console.error(`faketime could not be started (${result.error.message}): apt-get install faketime`);
  process.exit(2);
}
process.exit(result.status ?? 1);
