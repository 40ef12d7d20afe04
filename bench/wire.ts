/**
 * Light on the wire (issue 67): the API bytes and requests of each screen's first load, and of one
 * poll 30 s later while nothing changes, on the sandbox's large seed (10,000+ users, its pending
 * bookings list megabytes of JSON), in headless Chromium at 1440 and 390 px. Each screen twice:
 * with the work queues' counts call and home's trends call, and with the API answering both 404 (the
 * console then reads the queues and the trends from the whole lists, as it did before the calls). Bytes are what came over the
 * network (Chromium's encodedDataLength: headers and the compressed body; a 304 is its headers).
 * The 30 s are the page's clock moved on (Playwright's clock), so every poll is due at once.
 * `npx tsx bench/wire.ts` runs it alone and writes bench/results/wire.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BookingPaths, TrendPaths, WorkQueuePaths } from '../contract';
import { SANDBOX_CONTROL_HEADER, SandboxPaths } from '../sandbox/control/schemas';
import { RoutePath } from '../src/lib/routePaths';
import { withLargeSeedStack, type LargeSeedStack } from './largeSeedStack';
import { signedInContext } from './session';

const SCREENS = [
  RoutePath.home,
  RoutePath.userManagement,
  RoutePath.partnerManagement,
  RoutePath.propertyManagement,
  RoutePath.transferManagement,
  RoutePath.partnerBookings,
  RoutePath.partnerEarnings,
  RoutePath.payoutRun,
  RoutePath.auditLog,
  RoutePath.profile,
];
const WIDTHS = [1440, 390] as const;
/** More than a 304's headers: a body came. */
const HEADERS_ONLY = 2048;
/** Quiet this long after the last API answer: the screen has asked for all it asks for. */
const QUIET_MS = 1500;

export interface WireFigure {
  requests: number;
  bytes: number;
  /** Whether the pending bookings list came over the network (a 304, its headers alone, counts as not). */
  pendingList: boolean;
}
export interface WireRow {
  screen: string;
  width: number;
  /** The counts and trends calls answered ('calls') or 404 (the lists, as before them). */
  calls: 'calls' | '404';
  firstLoad: WireFigure;
  poll: WireFigure;
}

/** The API traffic of a page, by CDP's Network domain: every request, and what each brought. */
async function apiTraffic(page: Page, apiBase: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  let seen: { url: string; bytes: number }[] = [];
  let last = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!request.url.startsWith(apiBase)) return;
    urls.set(requestId, request.url);
    last = Date.now();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (!url) return;
    seen.push({ url, bytes: encodedDataLength });
    last = Date.now();
  });
  return {
    /** What came since the last call, once the API has been quiet for QUIET_MS. */
    async settle(): Promise<WireFigure> {
      while (Date.now() - last < QUIET_MS || seen.length < urls.size || seen.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (Date.now() - last > 60_000) break;
      }
      const figure = {
        requests: seen.length,
        bytes: seen.reduce((sum, entry) => sum + entry.bytes, 0),
        pendingList: seen.some(
          (entry) =>
            new URL(entry.url).pathname === BookingPaths.nonAcceptedPayment && entry.bytes > HEADERS_ONLY,
        ),
      };
      seen = [];
      urls.clear();
      return figure;
    },
  };
}

async function measure(
  browser: Browser,
  consoleUrl: string,
  sandbox: LargeSeedStack['sandbox'],
  screen: string,
  width: number,
  calls: WireRow['calls'],
): Promise<WireRow> {
  const context = await signedInContext(browser, sandbox.pair, sandbox.base, {
    width,
    height: width < 768 ? 844 : 900,
  });
  try {
    // The sandbox's own fault, not Playwright's routing: routing turns the browser's HTTP cache
    // off, and with it the 304s of the polls.
    await setCalls(sandbox, calls);
    const page = await context.newPage();
    await page.clock.install();
    const traffic = await apiTraffic(page, sandbox.base);
    await page.goto(`${consoleUrl}${screen}`);
    const firstLoad = await traffic.settle();
    await page.clock.fastForward(31_000);
    const poll = await traffic.settle();
    return { screen, width, calls, firstLoad, poll };
  } finally {
    await context.close();
  }
}

async function setCalls(sandbox: LargeSeedStack['sandbox'], calls: WireRow['calls']) {
  const rules =
    calls === '404'
      ? [WorkQueuePaths.counts, TrendPaths.bookings].map((pattern) => ({
          pattern,
          errorRate: 1,
          status: 404,
        }))
      : [];
  const answer = await fetch(`${sandbox.base}${SandboxPaths.faults}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', [SANDBOX_CONTROL_HEADER]: sandbox.controlToken },
    body: JSON.stringify({ rules }),
  });
  if (!answer.ok) throw new Error(`The sandbox refused the faults: ${answer.status}`);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const cell = (figure: WireFigure) =>
  `${figure.requests} req, ${kb(figure.bytes)} KB${figure.pendingList ? ' (pending list)' : ''}`;

export function printWireFigures(rows: WireRow[]): void {
  console.log(
    '\n== On the wire: API requests and KB per screen, large seed (before: counts and trends calls 404; after: the calls)',
  );
  console.log('| screen | px | first load, before | first load, after | poll, before | poll, after |');
  console.log('|---|---|---|---|---|---|');
  for (const width of WIDTHS)
    for (const screen of SCREENS) {
      const before = rows.find((row) => row.screen === screen && row.width === width && row.calls === '404');
      const after = rows.find((row) => row.screen === screen && row.width === width && row.calls === 'calls');
      if (!before || !after) continue;
      console.log(
        `| ${screen} | ${width} | ${cell(before.firstLoad)} | ${cell(after.firstLoad)} | ${cell(before.poll)} | ${cell(after.poll)} |`,
      );
    }
}

export async function benchWire(): Promise<WireRow[]> {
  return withLargeSeedStack(async ({ consoleUrl, sandbox, browser }) => {
    const rows: WireRow[] = [];
    for (const width of WIDTHS)
      for (const screen of SCREENS)
        for (const calls of ['404', 'calls'] as const)
          rows.push(await measure(browser, consoleUrl, sandbox, screen, width, calls));
    return rows;
  });
}

if (require.main === module) {
  benchWire()
    .then((rows) => {
      printWireFigures(rows);
      const file = path.join(__dirname, 'results', 'wire.json');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
