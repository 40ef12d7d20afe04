/**
 * The sandbox under bench, in a process of its own so that the load generator (or the console's
 * server, for the users bench) does not share its event loop. Started by bench/sandbox.ts over IPC: it answers with the address, an admin token,
 * a keyword and sign-in codes, and serves until it is told to stop.
 */
import type { AddressInfo } from 'node:net';
import { buildSandbox } from '../sandbox/app';
import type { Tokens } from '../contract';

export interface BenchServerReady {
  base: string;
  token: string;
  /** A signed-in admin's token pair, as a browser keeps it. */
  pair: Tokens;
  keyword: string;
  codes: string[];
  /** The control token: faults (e.g. a call the API does not have) and resets. */
  controlToken: string;
}

const ADMIN = 'admin@poolvilla.test';

async function main() {
  const [dbFile, codeCount] = process.argv.slice(2);
  // No rate limit on the sign-in paths here: the bench measures the exchange itself.
  const app = await buildSandbox({
    dbFile,
    reset: true,
    seed: 'large',
    authRateLimit: 0,
    apiRateLimit: 0,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const ready: BenchServerReady = {
    base: `http://127.0.0.1:${port}`,
    token: await app.auth.mintAccessToken(ADMIN, 3600),
    pair: await app.auth.issuePair(ADMIN),
    // A guest's first name from the middle of the bookings: a realistic, selective keyword.
    keyword: app.db
      .prepare('SELECT first_name FROM bookings ORDER BY booking_id LIMIT 1 OFFSET 2500')
      .pluck()
      .get() as string,
    // Each exchange needs a fresh code (codes live 60 s): plenty, issued just before the runs.
    codes: app.auth.issueCodes(ADMIN, Number(codeCount), 'line'),
    controlToken: app.sandbox.controlToken,
  };
  process.send?.(ready);
  process.on('message', () => void app.close().then(() => process.exit(0)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
