import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { ProfilePaths } from '../../contract';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

test('SIGTERM stops the sandbox while a call is still waiting (a latency fault of a minute), without answering it', async () => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'sandbox/main.ts',
      '--log',
      '--seed',
      'none',
      '--fault-pattern',
      ProfilePaths.list,
      '--fault-latency',
      '60000',
    ],
    {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DB: ':memory:' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  /** Resolves once the sandbox has written `text` (its start, or its log of a call coming in). */
  const written = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!out.includes(text)) return;
        child.stdout.off('data', check);
        resolve();
      };
      child.stdout.on('data', check);
      child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before writing ${text}`)));
      check();
    });
  await written('Sandbox API at');

  const waiting = new Promise<string>((resolve) => {
    const request = http.get(`http://127.0.0.1:${port}${ProfilePaths.list}`, (answer) =>
      resolve(`answered ${answer.statusCode}`),
    );
    request.once('error', (error) => resolve(`cut: ${error.message}`));
  });
  // The call has reached the sandbox (logged as it comes in; its latency has started) before the signal.
  await written(`"url":"${ProfilePaths.list}"`);
  child.kill('SIGTERM');

  expect(await exited).toBe(1);
  expect(await waiting).toMatch(/^cut: /);
});
