import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, launchChromium } from '../scripts/chromium';
import { budgetFailures, describeBudgets, measureBundle, printBundleFigures } from './bundle';
import { benchLighthouse } from './lighthouse';

/** What bench/sandbox.ts exports (written with the sandbox): it measures the API and prints its table. */
interface SandboxBenchModule {
  benchSandbox?: () => Promise<unknown>;
}

/**
 * The browser and the machine the figures come from: the ratios to the bare page moved with
 * Chromium's version alone (docs/performance.md), and every time with the machine's load.
 */
async function printWhereMeasured() {
  const browser = await launchChromium();
  const version = browser.version();
  await browser.close();
  const load = os.loadavg().map((average) => average.toFixed(2));
  console.log(
    `Chromium ${version} (${CHROMIUM}), ${os.cpus().length} cores, load average ${load.join(' ')} (1, 5, 15 min)`,
  );
}

/** `npm run bench`: the console's bundle figures and Lighthouse scores, then the sandbox's. */
async function main() {
  await printWhereMeasured();
  console.log('\n== Console bundle');
  const figures = await measureBundle();
  printBundleFigures(figures);
  const failures = budgetFailures(figures);
  console.log(
    failures.length === 0
      ? `Within budget (${describeBudgets()}).`
      : failures.map((failure) => `Over budget: ${failure}`).join('\n'),
  );

  await (await import('./compression')).runCompressionBench();
  await (await import('./users')).benchUsers();
  const findAnything = await import('./findAnything');
  findAnything.printFindAnythingFigures(await findAnything.benchFindAnything());
  const wire = await import('./wire');
  wire.printWireFigures(await wire.benchWire());

  console.log('\n== Lighthouse (printed, not enforced)');
  await benchLighthouse();

  console.log('\n== Sandbox API');
  const sandboxBench = path.join(__dirname, 'sandbox.ts');
  if (!fs.existsSync(sandboxBench)) {
    console.log('bench/sandbox.ts is missing: no sandbox figures.');
    return;
  }
  const module = (await import(sandboxBench)) as SandboxBenchModule;
  if (typeof module.benchSandbox !== 'function') {
    console.log('bench/sandbox.ts exports no benchSandbox(): no sandbox figures.');
    return;
  }
  await module.benchSandbox();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
