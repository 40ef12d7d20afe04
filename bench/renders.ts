/**
 * How much React draws: the commits of a signed-in load, and of the next poll, with the number of
 * components whose render ran in each (read through React's DevTools hook, as the React DevTools
 * profiler reads them). A figure for finding renders nobody sees, printed, not a budget.
 *
 * `npx tsx bench/renders.ts [--route /user-management] [--width 1440] [--poll] [--dist DIR]`
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureConsoleBuild } from '../scripts/build';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium';
import { LIVE_POLLING_MS } from '../src/services/api';
import { signIn } from '../__tests__/e2e/support/signIn';
import { startBenchStack } from './bundle';

interface Commit {
  atMs: number;
  rendered: number;
}

/**
 * Installed before the console's scripts: React DOM finds the hook and calls it at each commit. A
 * component rendered in a commit if its fiber did work (React's PerformedWork flag) and is not the
 * fiber left from the commit before (a subtree React skipped keeps its old fibers and flags).
 */
const HOOK = `(() => {
  const commits = [];
  window.__benchCommits = commits;
  let before = new Set();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const now = new Set();
      let rendered = 0;
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        now.add(fiber);
        const composite = typeof fiber.type === 'function' || (fiber.type !== null && typeof fiber.type === 'object');
        if (composite && (fiber.flags & 1) && !before.has(fiber)) rendered += 1;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      before = now;
      commits.push({ atMs: Math.round(performance.now()), rendered });
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
})();`;

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const total = (commits: Commit[]) => commits.reduce((sum, commit) => sum + commit.rendered, 0);

async function main() {
  const route = argument('route') ?? '/';
  const width = Number(argument('width') ?? 1440);
  const distDir = argument('dist') && path.resolve(argument('dist') as string);
  if (!distDir) ensureConsoleBuild((line) => console.log(line));
  const stack = await startBenchStack(distDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.consoleUrl}/login`);
    await signIn(page, { provider: 'line', account: 'admin@poolvilla.test', remember: true });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.addInitScript({ content: HOOK });
    await page.goto(`${stack.consoleUrl}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_000);
    const read = () => page.evaluate(() => (window as unknown as { __benchCommits: Commit[] }).__benchCommits);
    const load = await read();
    console.log(`${route} at ${width} px: ${load.length} commits, ${total(load)} component renders to settle`);
    console.table(load);
    if (process.argv.includes('--poll')) {
      await page.waitForTimeout(LIVE_POLLING_MS + 2_000);
      const poll = (await read()).slice(load.length);
      console.log(`The next poll: ${poll.length} commits, ${total(poll)} component renders`);
      if (poll.length) console.table(poll);
    }
  } finally {
    await browser.close();
    await stack.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
