import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureConsoleBuild, ROOT } from '../scripts/build';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium';
import { signIn } from '../__tests__/e2e/support/signIn';
import { startBenchStack } from './bundle';

/**
 * Issue 30's goals, the median performance score of each page (printed, not enforced:
 * Lighthouse's figures vary from run to run).
 */
export const LIGHTHOUSE_GOALS = { login: 95, home: 80 } as const;
const RUNS = 3;

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Where the run ended (a signed-out home would end on /login and measure the wrong page). */
  finalPath: string;
  /** The whole report (Lighthouse's JSON), for bench/results. */
  report: string;
}

export interface LighthouseFigures {
  page: string;
  /** The median score it should reach. */
  goal: number;
  runs: LighthouseRun[];
  medianScore: number;
  medianLcpMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One Lighthouse run with its defaults (mobile, simulated throttling), performance only, in the
 * Chromium listening on `port`. `keepStorage` keeps the signed-in session: Lighthouse would clear
 * the origin's storage, and its HTTP cache with it, so the caller empties the cache itself.
 */
async function runLighthouse(url: string, port: number, keepStorage: boolean): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    report: typeof result.report === 'string' ? result.report : result.report.join('\n'),
  };
}

function figures(page: string, goal: number, runs: LighthouseRun[]): LighthouseFigures {
  return {
    page,
    goal,
    runs,
    medianScore: median(runs.map((run) => run.score)),
    medianLcpMs: median(runs.map((run) => run.lcpMs)),
  };
}

/**
 * Lighthouse on /login (signed out) and on home (signed in as the administrator, "remember me"
 * ticked so the session lives in the profile's local storage), median of three runs each, against
 * the production server and an in-memory sandbox. Prints and returns the figures.
 */
export async function benchLighthouse(options: { distDir?: string } = {}): Promise<LighthouseFigures[]> {
  if (!options.distDir) ensureConsoleBuild((line) => console.log(line));
  const stack = await startBenchStack(options.distDir);
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const login: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run += 1)
      login.push(await runLighthouse(`${stack.consoleUrl}/login`, chrome.port, false));

    // The real sign-in, in the profile Lighthouse then uses (its default context, not a new one).
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${stack.consoleUrl}/login`);
    await signIn(page, { provider: 'line', account: 'admin@poolvilla.test', remember: true });
    await page.getByTestId('counter-members').and(page.locator('[aria-busy="false"]')).waitFor();
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);

    const home: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await cdp.send('Network.clearBrowserCache');
      const result = await runLighthouse(`${stack.consoleUrl}/`, chrome.port, true);
      if (result.finalPath !== '/') throw new Error(`Home ended on ${result.finalPath}: not signed in.`);
      home.push(result);
    }
    const all = [
      figures('/login', LIGHTHOUSE_GOALS.login, login),
      figures('/ (signed in)', LIGHTHOUSE_GOALS.home, home),
    ];
    printLighthouseFigures(all);
    saveReports({ login, home });
    return all;
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
    await stack.close();
  }
}

/**
 * bench/results/lighthouse.json (the figures) and, per page, the median run's whole report
 * (lighthouse-<page>.json, opens in the Lighthouse viewer) to see what the score is made of.
 */
function saveReports(runsByPage: Record<string, LighthouseRun[]>) {
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const summary = Object.entries(runsByPage).map(([page, runs]) => ({
    page,
    runs: runs.map(({ report: _report, ...run }) => run),
  }));
  fs.writeFileSync(path.join(dir, 'lighthouse.json'), `${JSON.stringify(summary, null, 2)}\n`);
  for (const [page, runs] of Object.entries(runsByPage)) {
    const medianRun = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
    fs.writeFileSync(path.join(dir, `lighthouse-${page}.json`), medianRun.report);
  }
}

export function printLighthouseFigures(all: LighthouseFigures[]): void {
  console.log(
    `\nLighthouse ${RUNS}× per page (mobile, simulated throttling; goals, median score: /login ≥ ${LIGHTHOUSE_GOALS.login}, home signed in ≥ ${LIGHTHOUSE_GOALS.home})`,
  );
  console.table(
    all.map((entry) => ({
      page: entry.page,
      'median score': entry.medianScore,
      'median LCP ms': entry.medianLcpMs,
      scores: entry.runs.map((run) => run.score).join(' '),
      'LCP ms': entry.runs.map((run) => run.lcpMs).join(' '),
      'FCP ms': entry.runs.map((run) => run.fcpMs).join(' '),
      'TBT ms': entry.runs.map((run) => run.tbtMs).join(' '),
      goal: `≥ ${entry.goal}: ${entry.medianScore >= entry.goal ? 'met' : 'missed'}`,
    })),
  );
}

/** `tsx bench/lighthouse.ts [--dist DIR]`. */
if (require.main === module) {
  const distIndex = process.argv.indexOf('--dist');
  benchLighthouse({ distDir: distIndex >= 0 ? path.resolve(process.argv[distIndex + 1]) : undefined }).catch(
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
