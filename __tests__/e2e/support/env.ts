import os from 'node:os';
import path from 'node:path';

/**
 * Where the e2e stack runs: its own ports and a throw-away database, so it never touches the
 * developer's `npm start` (8080/4000, .data/sandbox.db). Read by the config, the setup and the specs.
 */
export const CONSOLE_PORT = Number(process.env.E2E_CONSOLE_PORT ?? 8180);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4100);
export const CONSOLE_URL = `http://localhost:${CONSOLE_PORT}`;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
export const SANDBOX_DB =
  process.env.E2E_SANDBOX_DB ?? path.join(os.tmpdir(), `poolvilla-e2e-${SANDBOX_PORT}.db`);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Chromium's flags for the e2e suite and the benches: nothing of its own on the network or the CPU. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * Who serves the console: the production server of `npm start` (default), or real nginx configured
 * by scripts/nginx-config.ts (E2E_SERVER=nginx, with `--grep @smoke` in CI).
 */
export const CONSOLE_SERVER: 'node' | 'nginx' = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
export const SCREENSHOT_DIR = path.join(ROOT, '__tests__', 'e2e', 'screenshots');
export const STACK_LOG = path.join(ROOT, 'test-results', 'e2e-stack.log');
