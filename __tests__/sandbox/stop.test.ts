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
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Sandbox API at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited before serving (${code})`)));
  });

  const waiting = new Promise<string>((resolve) => {
    const request = http.get(`http://127.0.0.1:${port}${ProfilePaths.list}`, (answer) =>
      resolve(`answered ${answer.statusCode}`),
    );
    request.once('error', (error) => resolve(`cut: ${error.message}`));
  });
  // The call has reached the sandbox (its latency has started) before the signal.
  await new Promise((resolve) => setTimeout(resolve, 500));
  child.kill('SIGTERM');

  expect(await exited).toBe(1);
  expect(await waiting).toMatch(/^cut: /);
});
