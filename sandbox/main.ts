import { parseArgs } from 'node:util';
import { buildSandbox, defaultOptions } from './app';
import { hasEffect } from './faults';
import { NAMED_ACCOUNTS, accountByEmail, fullName } from './auth/accounts';
import { compileBody, fieldOf } from './validation';
import type { SeedSize } from './seed';
import { DEFAULT_SIMULATE_EVERY_SECONDS } from './simulation';
import { FaultRuleSchema, SANDBOX_CONTROL_HEADER, type FaultRule } from './control/schemas';

const HELP = `npm run sandbox -- [options]

Serves the simulated marketplace API on http://127.0.0.1:$SANDBOX_PORT (default 4000), loopback only.
The database is $SANDBOX_DB (default .data/sandbox.db); it is seeded when empty.

  --reset                    drop every table and reseed
  --seed default|large|none  seed size (large: +10,000 users, 5,000 bookings)
  --log                      log every request
  --simulate                 the marketplace moves: every 20 s a new booking (its deposit slip waiting),
                             a second slip, a partner application or a property type awaiting approval
  --simulate-every SECONDS   the same, at this pace (also POST /__sandbox/simulate, with the token:
                             ?bookings=N&periodTwo=N&applications=N&propertyTypes=N, or one step)
  Faults (off by default; also switchable at runtime through PUT /__sandbox/faults with the
  control token printed at start, in the x-sandbox-control-token header; SANDBOX_CONTROL_TOKEN sets it):
  --fault-pattern P          path prefix or * glob the faults apply to (repeatable; default /)
  --fault-methods GET,POST   only these methods
  --fault-latency MS         delay every matching call
  --fault-error-rate R       answer this share (0-1) of matching calls with 500 INJECTED_FAULT
  --fault-drop               destroy the connection without an answer
  --fault-expire-tokens      treat every access token issued so far as expired (refresh still works)
`;

export interface Cli {
  reset: boolean;
  seed: SeedSize | 'none';
  log: boolean;
  faults: FaultRule[];
  /** Seconds between steps of the simulated marketplace; null for none. */
  simulateEverySeconds: number | null;
}

/** How long a stop (SIGINT, SIGTERM) waits for the calls under way before the process ends anyway. */
const STOP_GRACE_MS = 3000;

/** The flags build a rule as PUT /__sandbox/faults takes one. */
const isFaultRule = compileBody<FaultRule>(FaultRuleSchema);

/** Reads the command line; throws with a readable message on a bad flag. */
export function parseCli(argv: string[]): Cli | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      reset: { type: 'boolean' },
      seed: { type: 'string' },
      log: { type: 'boolean' },
      simulate: { type: 'boolean' },
      'simulate-every': { type: 'string' },
      'fault-pattern': { type: 'string', multiple: true },
      'fault-methods': { type: 'string' },
      'fault-latency': { type: 'string' },
      'fault-error-rate': { type: 'string' },
      'fault-drop': { type: 'boolean' },
      'fault-expire-tokens': { type: 'boolean' },
    },
  });
  if (values.help) return 'help';
  const seed = values.seed ?? 'default';
  if (seed !== 'default' && seed !== 'large' && seed !== 'none')
    throw new Error(`--seed must be default, large or none (got ${seed})`);

  const number = (flag: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (value.trim() === '' || !Number.isFinite(parsed))
      throw new Error(`${flag} takes a number (got ${value})`);
    return parsed;
  };
  const effects = {
    latencyMs: number('--fault-latency', values['fault-latency']),
    errorRate: number('--fault-error-rate', values['fault-error-rate']),
    drop: values['fault-drop'] || undefined,
    expireTokens: values['fault-expire-tokens'] || undefined,
  };
  const methods = values['fault-methods']
    ?.split(',')
    .map((method) => method.trim().toUpperCase())
    .filter(Boolean);
  const wanted = Object.values(effects).some((value) => value !== undefined);
  if (!wanted && (values['fault-pattern'] || methods))
    throw new Error('--fault-pattern and --fault-methods need a --fault-* effect');
  const faults = wanted
    ? (values['fault-pattern'] ?? ['/']).map((pattern) => {
        const rule = Object.fromEntries(
          Object.entries({ pattern, methods, ...effects }).filter(([, value]) => value !== undefined),
        );
        if (!isFaultRule(rule))
          throw new Error(`Invalid fault flags: ${fieldOf(isFaultRule.errors![0], 'rule')}`);
        if (!hasEffect(rule)) throw new Error('Invalid fault flags: the rule has no effect');
        return rule;
      })
    : [];
  const every = number('--simulate-every', values['simulate-every']);
  if (every !== undefined && every <= 0)
    throw new Error(`--simulate-every takes a number of seconds over 0 (got ${every})`);
  const simulateEverySeconds = every ?? (values.simulate ? DEFAULT_SIMULATE_EVERY_SECONDS : null);
  return { reset: Boolean(values.reset), seed, log: Boolean(values.log), faults, simulateEverySeconds };
}

/** `npm run sandbox [-- --reset] [-- --seed large] [-- --fault-…]`: serves the simulated API on loopback. */
async function main() {
  let cli: Cli | 'help';
  try {
    cli = parseCli(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  if (cli === 'help') {
    console.log(HELP);
    return;
  }
  const port = Number(process.env.SANDBOX_PORT ?? 4000);
  // Loopback only: the /__sandbox control paths take no token.
  const host = '127.0.0.1';
  const started = Date.now();
  const app = await buildSandbox({
    ...defaultOptions(),
    reset: cli.reset,
    seed: cli.seed,
    logger: cli.log,
    faults: { rules: cli.faults },
    simulateEverySeconds: cli.simulateEverySeconds,
  });
  await app.listen({ port, host });
  const base = `http://${host}:${port}`;
  const lines = [
    `Sandbox API at ${base}  (ready in ${Date.now() - started} ms)`,
    `Database: ${app.sandbox.dbFile}${cli.reset ? ' (reset)' : ''}`,
    'Sign-in accounts (choose one on the simulated LINE or Apple page):',
    ...NAMED_ACCOUNTS.map((email) => {
      const account = accountByEmail(app.db, email);
      if (!account) return `  ${email}  (not seeded: run with --reset)`;
      const note = account.role === 'ADMIN' ? 'can sign in' : 'refused: NOT_ADMIN';
      return `  ${account.role.padEnd(8)} ${email.padEnd(26)} ${fullName(account)}  (${note})`;
    }),
    `Provider pages: ${base}/oauth/line/authorize, ${base}/oauth/apple/authorize`,
    `Accepted redirect URIs: ${app.sandbox.redirectUris.join(', ')}`,
    cli.faults.length
      ? `Faults ON: ${JSON.stringify(cli.faults)}`
      : `Faults: off (PUT ${base}/__sandbox/faults to switch on)`,
    `Control token (faults, reset, simulate): ${SANDBOX_CONTROL_HEADER}: ${app.sandbox.controlToken}`,
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: closing the sandbox`);
    // A call still waiting (a latency fault of up to a minute) does not hold the stop back.
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
