/** How a sandbox is set up: its database, seed, sign-in providers, control token, faults and clock. */
import { randomBytes } from 'node:crypto';
import type { FaultSettings } from './control/schemas';
import type { SeedSize } from './seed';

export interface SandboxOptions {
  /** SQLite file; ':memory:' for tests. Default `.data/sandbox.db` (SANDBOX_DB overrides). */
  dbFile: string;
  /** Drop every table and reseed. */
  reset: boolean;
  /** Seed when the database is empty (or after reset). 'none' leaves it empty. */
  seed: SeedSize | 'none';
  /** Access-token lifetime in seconds (SANDBOX_ACCESS_TTL, default 900). */
  accessTtlSeconds: number;
  /** Client ids the simulated providers accept. */
  lineClientId: string;
  appleClientId: string;
  /** redirect_uri values the simulated providers accept. */
  redirectUris: string[];
  /**
   * The console origins the API answers cross-origin (CORS) and the control paths accept calls
   * from: those of `redirectUris`, and these (SANDBOX_CONSOLE_ORIGINS, comma-separated).
   */
  consoleOrigins: string[];
  /** The token faults, reset and simulate require (SANDBOX_CONTROL_TOKEN; a random one by default). */
  controlToken: string;
  /** Faults active from the start (main.ts's --fault-* flags). Off by default. */
  faults: FaultSettings;
  /** Seed for the faults' randomness, so tests are repeatable. */
  faultSeed: number;
  /**
   * Calls per minute and client allowed on each sign-in path (provider POSTs, code exchange,
   * refresh, logout); 0 disables the limit (the bench). SANDBOX_AUTH_RATE_LIMIT, default 300.
   */
  authRateLimit: number;
  /**
   * Calls per minute and client allowed on the API's other calls together (every call of the
   * contract's table but sign-in, which has its own); 0 disables it (the bench's load, the
   * in-process tests). SANDBOX_API_RATE_LIMIT, default 3000 (50 a second: a console opening a
   * screen makes about fifteen).
   */
  apiRateLimit: number;
  logger: boolean;
  /**
   * A step of the simulated marketplace this often, in seconds (simulation.ts): a booking, a second
   * slip, a partner application or a new property type; null for none (the default).
   * `--simulate` / `--simulate-every`; SANDBOX_SIMULATE_EVERY.
   */
  simulateEverySeconds: number | null;
  /** The clock, in milliseconds; tests move it. */
  now: () => number;
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function defaultOptions(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  const redirectUris = listOf(
    env.SANDBOX_REDIRECT_URIS ??
      'http://localhost:8080/login,http://127.0.0.1:8080/login,http://localhost:8081/login,http://127.0.0.1:8081/login',
  );
  return {
    dbFile: env.SANDBOX_DB ?? '.data/sandbox.db',
    reset: false,
    seed: 'default',
    accessTtlSeconds: Number(env.SANDBOX_ACCESS_TTL ?? 900),
    lineClientId: env.SANDBOX_LINE_CLIENT_ID ?? 'poolvilla-admin-line',
    appleClientId: env.SANDBOX_APPLE_CLIENT_ID ?? 'poolvilla-admin-apple',
    redirectUris,
    consoleOrigins: listOf(env.SANDBOX_CONSOLE_ORIGINS),
    controlToken: env.SANDBOX_CONTROL_TOKEN || randomBytes(16).toString('hex'),
    faults: { rules: [] },
    faultSeed: Number(env.SANDBOX_FAULT_SEED ?? 1),
    authRateLimit: Number(env.SANDBOX_AUTH_RATE_LIMIT ?? 300),
    apiRateLimit: Number(env.SANDBOX_API_RATE_LIMIT ?? 3000),
    logger: false,
    simulateEverySeconds: env.SANDBOX_SIMULATE_EVERY ? Number(env.SANDBOX_SIMULATE_EVERY) : null,
    now: () => Date.now(),
  };
}
