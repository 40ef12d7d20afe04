import type { Browser } from 'playwright-core';
import { ensureConsoleBuild } from '../scripts/build';
import { launchChromium } from '../scripts/chromium';
import { sandboxRuntimeConfig } from '../scripts/config';
import { buildConsoleServer } from '../scripts/serve';
import { freePort } from './ports';
import { startSandboxProcess } from './sandbox';

export interface LargeSeedStack {
  consoleUrl: string;
  sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
  browser: Browser;
}

/**
 * The build served on a free port, the sandbox on the large seed in its own process (answering the
 * console's origin), and Chromium; `use` runs with them, and everything is stopped afterwards.
 */
export async function withLargeSeedStack<T>(use: (stack: LargeSeedStack) => Promise<T>): Promise<T> {
  ensureConsoleBuild((line) => console.log(line));
  const consolePort = await freePort();
  const consoleUrl = `http://127.0.0.1:${consolePort}`;
  const sandbox = await startSandboxProcess(0, [consoleUrl]);
  const server = await buildConsoleServer({ runtimeConfig: sandboxRuntimeConfig(sandbox.base) });
  await server.listen({ port: consolePort, host: '127.0.0.1' });
  const browser = await launchChromium();
  try {
    return await use({ consoleUrl, sandbox, browser });
  } finally {
    await browser.close();
    await server.close();
    await sandbox.close();
  }
}
