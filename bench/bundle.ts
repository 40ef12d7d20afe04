/**
 * The console's JS by what the browser loads: each route opened afresh (empty cache) in headless
 * Chromium against the production server, /login signed out and every signed-in screen as the
 * administrator, and the JS files that load fetched. Sizes are each file's gzip at zlib's level 9,
 * made here from the body the browser received (the level of the build's .gz twins, whatever the
 * server chose to send: it sends Brotli to Chromium).
 *
 * `npx tsx bench/bundle.ts [--check] [--dist DIR]` prints the figures (of dist/, built when stale,
 * or of the build in DIR); with --check (CI; --ceilings is the same) exits 1 over the budgets.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { buildSandbox, defaultOptions } from '../sandbox/app';
import { ensureConsoleBuild, ROOT } from '../scripts/build';
import { launchChromium } from '../scripts/chromium';
import { consoleRedirectUris, sandboxRuntimeConfig, sandboxUrl } from '../scripts/config';
import { buildConsoleServer } from '../scripts/serve';
import { RoutePath } from '../src/lib/routePaths';
import { freePort } from './ports';
import { scriptBody } from './scriptBody';
import { signIn } from '../__tests__/e2e/support/signIn';

/**
 * The budgets, gzipped JS of a first load (empty cache): /login, and each signed-in screen
 * (decisions 0010, 0011, 0020). The only size limits: `--check` (CI) fails over them.
 */
export const BUDGETS = { loginKiB: 182, signedInScreenKiB: 450 } as const;

/** Every screen behind the sign-in, measured signed in as the administrator. */
export const SIGNED_IN_ROUTES: string[] = Object.values(RoutePath).filter(
  (route) => route !== RoutePath.login,
);

export interface RouteFigures {
  route: string;
  /** Where the load ended (a guard's redirect shows here). */
  landedOn: string;
  /** JS files the route's first load fetched. */
  scripts: number;
  rawBytes: number;
  /** The same files gzipped here at zlib's level 9: what the budgets count. */
  gzipBytes: number;
  /** What came over the wire (encoded bodies: the build's Brotli twins where the server had one). */
  servedBytes: number;
  /** Largest contentful paint, ms after navigation start (loopback, no throttling). */
  lcpMs: number | null;
}

export interface BundleFigures {
  routes: RouteFigures[];
  /** Every JS file of the build, whether a route loads it or not (printed, not a budget). */
  wholeConsole: { scripts: number; rawBytes: number; gzipBytes: number };
  /** When this run had to build first, how long the build took. */
  buildMs: number | null;
}

const gzipSize = (bytes: Buffer): number => zlib.gzipSync(bytes, { level: 9 }).length;
export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

/** Every JS file of the build, gzipped here at level 9. */
export function wholeConsoleFigures(distDir = path.join(ROOT, 'dist')): BundleFigures['wholeConsole'] {
  const assets = path.join(distDir, 'assets');
  const files = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of files) {
    const bytes = fs.readFileSync(path.join(assets, name));
    rawBytes += bytes.length;
    gzipBytes += gzipSize(bytes);
  }
  return { scripts: files.length, rawBytes, gzipBytes };
}

function largestContentfulPaint(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        setTimeout(() => resolve(null), 2_000);
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(Math.round(entries[entries.length - 1].startTime));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** The body's size as sent: its Content-Length when encoded (a pre-compressed twin), else the body itself. */
function servedSize(response: Response, body: Buffer): number {
  const headers = response.headers();
  if (!headers['content-encoding']) return body.length;
  const length = Number(headers['content-length']);
  if (!Number.isInteger(length)) throw new Error(`${response.url()}: encoded without a Content-Length`);
  return length;
}

/**
 * Loads `route` with an empty cache and sums the JS it fetched, each file once (by its address). On
 * a loaded CI machine Chromium once reported two responses for one chunk, one of them with its body
 * already gone: counted twice, home's charts made home 98 KiB heavier than the files it loads.
 */
async function measureRoute(page: Page, route: string): Promise<RouteFigures> {
  const scripts = new Map<string, Promise<{ body: Buffer; servedBytes: number }>>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      scriptBody(response).then((body) => ({ body, servedBytes: servedSize(response, body) })),
    );
  };
  page.on('response', onResponse);
  await page.goto(route, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const loaded = await Promise.all(scripts.values());
  return {
    route,
    landedOn: new URL(page.url()).pathname,
    scripts: loaded.length,
    rawBytes: loaded.reduce((sum, { body }) => sum + body.length, 0),
    gzipBytes: loaded.reduce((sum, { body }) => sum + gzipSize(body), 0),
    servedBytes: loaded.reduce((sum, { servedBytes }) => sum + servedBytes, 0),
    lcpMs: await largestContentfulPaint(page),
  };
}

export interface BenchStack {
  /** The console, as the browser addresses it. */
  consoleUrl: string;
  close(): Promise<void>;
}

/** The production server serving the build, against an in-memory seeded sandbox, on free ports. */
export async function startBenchStack(distDir?: string): Promise<BenchStack> {
  const [consolePort, apiPort] = await Promise.all([freePort(), freePort()]);
  const sandbox = await buildSandbox({
    ...defaultOptions(),
    dbFile: ':memory:',
    reset: false,
    seed: 'default',
    redirectUris: consoleRedirectUris(consolePort),
  });
  await sandbox.listen({ port: apiPort, host: '127.0.0.1' });
  const server = await buildConsoleServer({
    runtimeConfig: sandboxRuntimeConfig(sandboxUrl(apiPort)),
    distDir,
  });
  await server.listen({ port: consolePort, host: '127.0.0.1' });
  return {
    consoleUrl: `http://127.0.0.1:${consolePort}`,
    close: async () => {
      await server.close();
      await sandbox.close();
    },
  };
}

/**
 * Serves the build (production server, in-memory seeded sandbox, free ports), loads each route in
 * headless Chromium with the cache disabled, and measures the JS each load fetched.
 */
export async function measureBundle(
  options: { signedInRoutes?: string[]; distDir?: string } = {},
): Promise<BundleFigures> {
  const started = Date.now();
  // A build elsewhere (--dist) is measured as it is.
  const built = options.distDir ? false : ensureConsoleBuild((line) => console.log(line));
  const buildMs = built ? Date.now() - started : null;

  const stack = await startBenchStack(options.distDir);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      baseURL: stack.consoleUrl,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const routes = [await measureRoute(page, RoutePath.login)];
    const signedInRoutes = options.signedInRoutes ?? SIGNED_IN_ROUTES;
    if (signedInRoutes.length > 0) {
      await signIn(page, { provider: 'line', account: 'admin@poolvilla.test' });
      // Home shown: the session is saved by then (it is written a moment after the sign-in lands).
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="counter-totalBooking"]')?.getAttribute('aria-busy') ===
          'false',
      );
      for (const route of signedInRoutes) {
        const figures = await measureRoute(page, route);
        if (figures.landedOn !== route)
          throw new Error(`${route} ended on ${figures.landedOn}: the measurement is void.`);
        routes.push(figures);
      }
    }
    return { routes, wholeConsole: wholeConsoleFigures(options.distDir), buildMs };
  } finally {
    await browser.close();
    await stack.close();
  }
}

const budgetOf = (route: string): number =>
  route === RoutePath.login ? BUDGETS.loginKiB : BUDGETS.signedInScreenKiB;

export function printBundleFigures(figures: BundleFigures): void {
  console.log(
    '\nConsole JS, first load of each route (empty cache). gzip: each file the browser loaded, gzipped here at zlib level 9 (what the budgets count); served: the bytes received (Brotli where the build has a .br twin)',
  );
  console.table(
    figures.routes.map((r) => ({
      route: r.route,
      'landed on': r.landedOn,
      'JS files': r.scripts,
      'raw KiB': kib(r.rawBytes),
      'gzip KiB': kib(r.gzipBytes),
      'budget KiB': budgetOf(r.route),
      'served KiB': kib(r.servedBytes),
      'LCP ms': r.lcpMs ?? '-',
    })),
  );
  const whole = figures.wholeConsole;
  console.log(
    `Whole console (every JS file of the build, not a budget): ${whole.scripts} files, ${kib(whole.rawBytes)} KiB raw, ${kib(whole.gzipBytes)} KiB gzip level 9`,
  );
  if (figures.buildMs !== null) console.log(`Production build: ${(figures.buildMs / 1000).toFixed(1)} s`);
}

export const describeBudgets = (): string =>
  `/login ≤ ${BUDGETS.loginKiB} KiB, each signed-in screen ≤ ${BUDGETS.signedInScreenKiB} KiB (gzipped JS of a first load, zlib level 9)`;

/** The routes over their budget, and a measurement that failed; empty when all are within. */
export function budgetFailures(figures: BundleFigures): string[] {
  const failures: string[] = [];
  const login = figures.routes.find((r) => r.route === RoutePath.login);
  if (!login || login.scripts === 0) failures.push('/login loaded no JS: the measurement failed');
  for (const route of figures.routes) {
    const budget = budgetOf(route.route);
    if (route.gzipBytes > budget * 1024)
      failures.push(
        `${route.route} loads ${kib(route.gzipBytes)} KiB of gzipped JS, over its ${budget} KiB budget`,
      );
  }
  return failures;
}

/** `tsx bench/bundle.ts [--check | --ceilings] [--dist DIR]`. */
async function main() {
  const check = process.argv.includes('--check') || process.argv.includes('--ceilings');
  const distIndex = process.argv.indexOf('--dist');
  const distDir = distIndex >= 0 ? path.resolve(process.argv[distIndex + 1]) : undefined;
  const figures = await measureBundle({ distDir });
  printBundleFigures(figures);
  const failures = budgetFailures(figures);
  console.log(`Budgets: ${describeBudgets()}: ${failures.length === 0 ? 'met.' : 'not met.'}`);
  for (const failure of failures) console.error(`Over: ${failure}`);
  if (check && failures.length > 0) process.exit(1);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
