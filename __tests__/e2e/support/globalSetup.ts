import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureConsoleBuild } from '../../../scripts/build';
import { sandboxRuntimeConfig } from '../../../scripts/config';
import { DIST_DIR } from '../../../scripts/serve';
import {
  CONSOLE_PORT,
  CONSOLE_SERVER,
  CONSOLE_URL,
  ROOT,
  SANDBOX_DB,
  SANDBOX_PORT,
  SANDBOX_URL,
  STACK_LOG,
} from './env';
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

/**
 * Builds the console if dist/ is missing or stale, then starts `scripts/start.ts` (the same code as
 * `npm start`) on the e2e ports with a fresh, seeded database. Returns the teardown, which stops it.
 * With E2E_SERVER=nginx, the sandbox alone (`sandbox/main.ts`) and nginx serving the build instead.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureConsoleBuild((line) => console.log(`[e2e] ${line}`));
  for (const port of [CONSOLE_PORT, SANDBOX_PORT]) {
    if (await portInUse(port)) {
      throw new Error(
        `[e2e] Port ${port} is already in use: stop what runs there, or set E2E_CONSOLE_PORT / E2E_SANDBOX_PORT.`,
      );
    }
  }
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${SANDBOX_DB}${suffix}`, { force: true });
  fs.mkdirSync(path.dirname(STACK_LOG), { recursive: true });
  const log = fs.openSync(STACK_LOG, 'w');

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
        PORT: String(CONSOLE_PORT),
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_DB,
        SANDBOX_REDIRECT_URIS: `${CONSOLE_URL}/login,http://127.0.0.1:${CONSOLE_PORT}/login`,
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
        port: CONSOLE_PORT,
        runtimeConfig: sandboxRuntimeConfig(SANDBOX_URL),
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
    (await answers(`${SANDBOX_URL}/__sandbox/health`)) && (await answers(`${CONSOLE_URL}/config.json`))
  )) {
    if (child.exitCode !== null || nginxConsole?.process.exitCode != null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `[e2e] The stack did not start; see ${path.relative(ROOT, STACK_LOG)}:\n${fs.readFileSync(STACK_LOG, 'utf8')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(
    `[e2e] console ${CONSOLE_URL} (${nginx ? 'nginx' : 'production server'}), sandbox ${SANDBOX_URL}, database ${SANDBOX_DB}`,
  );
  return stop;
}
