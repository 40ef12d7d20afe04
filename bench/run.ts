import fs from 'node:fs';
import path from 'node:path';
import { budgetFailures, describeBudgets, measureBundle, printBundleFigures } from './bundle';
import { benchLighthouse } from './lighthouse';

/** What bench/sandbox.ts exports (written with the sandbox): it measures the API and prints its table. */
interface SandboxBenchModule {
  benchSandbox?: () => Promise<unknown>;
}

/** `npm run bench`: the console's bundle figures and Lighthouse scores, then the sandbox's. */
async function main() {
  console.log('== Console bundle');
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
