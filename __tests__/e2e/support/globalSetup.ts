import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureConsoleBuild } from '../../../scripts/build';
import { sandboxRuntimeConfig } from '../../../scripts/config';
import { DIST_DIR } from '../../../scripts/serve';
import type { FullConfig } from '@playwright/test';
import { CONSOLE_SERVER, ROOT, SANDBOX_CONTROL_TOKEN, stackAt, type E2eStack } from './env';
import { startNginxConsole, type NginxConsole } from './nginx';

const READY_TIMEOUT_MS = 60_000;

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

interface RunningStack {
  stop(): Promise<void>;
}

/** Starts one stack (see below) and waits until it answers; on failure stops it and throws. */
async function startStack(stack: E2eStack): Promise<RunningStack> {
  for (const port of [stack.consolePort, stack.sandboxPort]) {
    if (await portInUse(port)) {
      throw new Error(
        `[e2e] Port ${port} is already in use: stop what runs there, or set E2E_CONSOLE_PORT / E2E_SANDBOX_PORT.`,
      );
    }
  }
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${stack.dbFile}${suffix}`, { force: true });
  fs.mkdirSync(path.dirname(stack.log), { recursive: true });
  const log = fs.openSync(stack.log, 'w');

  const nginx = CONSOLE_SERVER === 'nginx';
  const child = spawn(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      ...(nginx ? ['sandbox/main.ts'] : ['scripts/start.ts', '--no-build']),
      '--reset',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        PORT: String(stack.consolePort),
        SANDBOX_PORT: String(stack.sandboxPort),
        SANDBOX_DB: stack.dbFile,
        SANDBOX_CONTROL_TOKEN,
        SANDBOX_REDIRECT_URIS: `${stack.consoleUrl}/login,http://127.0.0.1:${stack.consolePort}/login`,
      },
    },
  );
  let nginxConsole: NginxConsole | null = null;
  const stop = async () => {
    await nginxConsole?.stop();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(killer);
    }
    fs.closeSync(log);
  };
  if (nginx) {
    try {
      nginxConsole = await startNginxConsole({
        port: stack.consolePort,
        runtimeConfig: sandboxRuntimeConfig(stack.sandboxUrl),
        distDir: DIST_DIR,
        log,
      });
    } catch (error) {
      await stop();
      throw error;
    }
  }

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(
    (await answers(`${stack.sandboxUrl}/__sandbox/health`)) &&
    (await answers(`${stack.consoleUrl}/config.json`))
  )) {
    if (child.exitCode !== null || nginxConsole?.process.exitCode != null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `[e2e] The stack did not start; see ${path.relative(ROOT, stack.log)}:\n${fs.readFileSync(stack.log, 'utf8')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(
    `[e2e] console ${stack.consoleUrl} (${nginx ? 'nginx' : 'production server'}), sandbox ${stack.sandboxUrl}, database ${stack.dbFile}, Node ${process.version}`,
  );
  return { stop };
}

/**
 * Builds the console if dist/ is missing or stale, then starts one stack per worker:
 * `scripts/start.ts` (the same code as `npm start`) on the worker's ports with a fresh, seeded
 * database. With E2E_SERVER=nginx, the sandbox alone (`sandbox/main.ts`) and nginx serving the
 * build instead. Returns the teardown, which stops them all.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  ensureConsoleBuild((line) => console.log(`[e2e] ${line}`));
  const started = await Promise.allSettled(
    Array.from({ length: config.workers }, (_, index) => startStack(stackAt(index))),
  );
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(running.map((stack) => stack.stop()));
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  return stopAll;
}
