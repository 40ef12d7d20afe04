import os from 'node:os';
import path from 'node:path';

/**
 * Where an e2e stack runs: its own ports and a throw-away database, so it never touches the
 * developer's `npm start` (8080/4000, .data/sandbox.db). Each Playwright worker has its own stack
 * (console and sandbox on the base ports plus the worker's parallel index), so faults switched on
 * and data changed by one worker never reach the other.
 */
export interface E2eStack {
  consolePort: number;
  sandboxPort: number;
  consoleUrl: string;
  sandboxUrl: string;
  dbFile: string;
  log: string;
}

export const ROOT = path.resolve(__dirname, '..', '..', '..');

const CONSOLE_BASE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 8180);
const SANDBOX_BASE_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100);

/** The stack of the worker with this parallel index (0 for the first worker). */
export function stackAt(index: number): E2eStack {
  const consolePort = CONSOLE_BASE_PORT + index;
  const sandboxPort = SANDBOX_BASE_PORT + index;
  const dbFile = process.env.E2E_SANDBOX_DB
    ? `${process.env.E2E_SANDBOX_DB}${index === 0 ? '' : `.${index}`}`
    : path.join(os.tmpdir(), `poolvilla-e2e-${sandboxPort}.db`);
  return {
    consolePort,
    sandboxPort,
    consoleUrl: `http://localhost:${consolePort}`,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    dbFile,
    log: path.join(ROOT, 'test-results', `e2e-stack-${index}.log`),
  };
}

/**
 * How many workers, so how many stacks: two by default (the suite mostly waits on the browser and
 * the network, so two workers share two cores well), one behind nginx (the smoke part is short).
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.E2E_SERVER === 'nginx' ? 1 : 2));

/** This process's stack: Playwright sets TEST_PARALLEL_INDEX in each worker before loading the specs. */
const STACK = stackAt(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const CONSOLE_URL = STACK.consoleUrl;
export const SANDBOX_URL = STACK.sandboxUrl;
export const SANDBOX_DB = STACK.dbFile;
/** The control token the e2e stacks' sandboxes are started with (loopback-only test stacks). */
export const SANDBOX_CONTROL_TOKEN = 'e2e-sandbox-control';

/** Chromium's path and flags: the same for the benches (scripts/chromium.ts). */
export { CHROMIUM, CHROMIUM_FLAGS } from '../../../scripts/chromium';

/**
 * Who serves the console: the production server of `npm start` (default), or real nginx configured
 * by scripts/nginx-config.ts (E2E_SERVER=nginx, with `--grep @smoke` in CI).
 */
export const CONSOLE_SERVER: 'node' | 'nginx' = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node';

export const SCREENSHOT_DIR = path.join(ROOT, '__tests__', 'e2e', 'screenshots');

/**
 * Set when the run is as if on another day (`npm run any-day -- <instant> npm run e2e …`): Debian's
 * faketime moves the clock of this process and of the stacks it starts (the sandbox seeds around
 * that day). Chromium is started without it (under libfaketime it spends half its time in the
 * kernel) and gets the same day from Playwright's clock instead (fixtures.ts, `otherDay`).
 */
export const OTHER_DAY = Boolean(process.env.FAKETIME);

/** Chromium's environment: this process's, without libfaketime. */
export function browserEnvironment(): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME'))
      environment[name] = value;
  return environment;
}
