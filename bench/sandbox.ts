/**
 * Throughput of the sandbox on loopback (server and load generator in separate processes): the user list, the booking search and the sign-in code
 * exchange, against a temp-file database with the large seed (+10,000 users, 5,000 bookings).
 * `npx tsx bench/sandbox.ts` runs it standalone; `benchSandbox()` is what `npm run bench` calls.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import type { BenchServerReady } from './sandboxServer';
import { AuthPaths, BookingPaths, ProfilePaths } from '../contract';

export interface BenchFigure {
  name: string;
  method: string;
  path: string;
  /** Mean requests per second over the run. */
  requestsPerSecond: number;
  /** 99th percentile latency, milliseconds. */
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Bytes received per answer, headers included: what crosses the network. */
  bytesPerAnswer: number;
}

/** What a browser sends: it takes Brotli or gzip. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

export interface BenchOptions {
  connections?: number;
  durationSeconds?: number;
  /** Print the table (default true). */
  print?: boolean;
}

/**
 * The sandbox with the large seed in a process of its own (bench/sandboxServer.ts) on a temp-file
 * database, with `codeCount` sign-in codes issued; `close` stops it and removes the database.
 */
export async function startSandboxProcess(
  codeCount: number,
  /** The console origins it answers cross-origin (CORS), when a browser calls it. */
  consoleOrigins: string[] = [],
): Promise<BenchServerReady & { close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-bench-'));
  const server = fork(
    path.join(__dirname, 'sandboxServer.ts'),
    [path.join(dir, 'bench.db'), String(codeCount)],
    {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, SANDBOX_CONSOLE_ORIGINS: consoleOrigins.join(',') },
    },
  );
  const close = async () => {
    // Already gone when it failed to start: nothing to stop.
    if (server.exitCode === null)
      await new Promise((resolve) => {
        server.once('exit', resolve);
        if (server.connected) server.send('stop');
        else server.kill();
      });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const ready = await new Promise<BenchServerReady>((resolve, reject) => {
      server.once('message', (message) => resolve(message as BenchServerReady));
      server.once('exit', (code) => reject(new Error(`the bench sandbox stopped (exit ${code})`)));
    });
    return { ...ready, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function benchSandbox(options: BenchOptions = {}): Promise<BenchFigure[]> {
  const connections = options.connections ?? 50;
  const duration = options.durationSeconds ?? 10;
  const sandbox = await startSandboxProcess(120_000);
  try {
    const { base, token, keyword, codes } = sandbox;
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'th' };

    const run = async (
      name: string,
      method: 'GET' | 'POST',
      url: string,
      extra: Partial<autocannon.Options> = {},
    ) => {
      const result = await autocannon({
        url: `${base}${url}`,
        method,
        connections,
        duration,
        headers,
        timeout: 30,
        ...extra,
      });
      const figure: BenchFigure = {
        name,
        method,
        path: url,
        requestsPerSecond: Math.round(result.requests.average),
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        bytesPerAnswer: result.requests.total
          ? Math.round(result.throughput.total / result.requests.total)
          : 0,
      };
      return figure;
    };

    const figures: BenchFigure[] = [];
    // First: the sign-in codes live 60 s from the sandbox's start.
    let next = 0;
    figures.push(
      await run('login exchange', 'POST', AuthPaths.login('lineWeb'), {
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ code: codes[next++ % codes.length] }),
            }),
          },
        ],
      }),
    );
    if (next > codes.length)
      console.warn(
        `login exchange ran out of codes (${next} calls for ${codes.length} codes): replays count as non-2xx`,
      );

    figures.push(await run('user list', 'GET', ProfilePaths.list));
    const compressed = { headers: { ...headers, 'accept-encoding': BROWSER_ENCODINGS } };
    figures.push(await run('user list, compressed', 'GET', ProfilePaths.list, compressed));
    // A browser that has the list revalidates it: the tag it holds gets 304 while nothing changed.
    const etag = (await fetch(`${base}${ProfilePaths.list}`, { headers })).headers.get('etag') ?? '';
    figures.push(
      await run('user list, unchanged (304, counted as non-2xx)', 'GET', ProfilePaths.list, {
        headers: { ...compressed.headers, 'if-none-match': etag },
      }),
    );
    const bookingSearch = `${BookingPaths.nonAcceptedPaymentSearch}?keyword=${encodeURIComponent(keyword)}`;
    figures.push(await run('booking search', 'GET', bookingSearch));
    figures.push(await run('booking search, compressed', 'GET', bookingSearch, compressed));

    if (options.print !== false) {
      console.log(`\nSandbox on loopback, large seed, ${connections} connections × ${duration} s each`);
      console.table(
        Object.fromEntries(
          figures.map((f) => [
            f.name,
            {
              'req/s': f.requestsPerSecond,
              'p99 ms': f.p99Ms,
              requests: f.requests,
              'non-2xx': f.non2xx,
              errors: f.errors,
              'bytes/answer': f.bytesPerAnswer,
            },
          ]),
        ),
      );
    }
    return figures;
  } finally {
    await sandbox.close();
  }
}

if (require.main === module) {
  benchSandbox()
    .then((figures) => {
      const out = path.resolve(__dirname, 'results');
      fs.mkdirSync(out, { recursive: true });
      fs.writeFileSync(
        path.join(out, 'sandbox.json'),
        `${JSON.stringify({ date: new Date().toISOString(), figures }, null, 2)}\n`,
      );
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
