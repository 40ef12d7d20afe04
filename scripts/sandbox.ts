import type { FastifyInstance } from 'fastify';
import { buildSandbox, defaultOptions } from '../sandbox/app';
import { NAMED_ACCOUNTS, accountByEmail, fullName } from '../sandbox/auth/accounts';
import { DEFAULT_SIMULATE_EVERY_SECONDS } from '../sandbox/simulation';
import { consoleRedirectUris, sandboxUrl } from './config';

export interface LocalSandboxOptions {
  port: number;
  /** The console ports whose /login the simulated providers must accept as redirect target. */
  consolePorts: number[];
  reset?: boolean;
  seed?: 'default' | 'large';
  dbFile?: string;
  /** A new booking this often (seconds), as guests would make them; none when null or missing. */
  simulateEverySeconds?: number | null;
}

/** Starts the sandbox in this process on 127.0.0.1, seeded, with the console's login pages allowed. */
export async function startSandbox(
  options: LocalSandboxOptions,
): Promise<{ app: FastifyInstance; url: string }> {
  const defaults = defaultOptions();
  const redirectUris = [
    ...new Set([...defaults.redirectUris, ...options.consolePorts.flatMap(consoleRedirectUris)]),
  ];
  const app = await buildSandbox({
    ...defaults,
    dbFile: options.dbFile ?? defaults.dbFile,
    reset: options.reset ?? false,
    seed: options.seed ?? 'default',
    redirectUris,
    simulateEverySeconds: options.simulateEverySeconds ?? defaults.simulateEverySeconds,
  });
  await app.listen({ port: options.port, host: '127.0.0.1' });
  return { app, url: sandboxUrl(options.port) };
}

/** The seeded sign-in accounts, one line each, as the provider pages list them. */
export function describeAccounts(app: FastifyInstance): string[] {
  return NAMED_ACCOUNTS.map((email) => {
    const account = accountByEmail(app.db, email);
    return account
      ? `${email.padEnd(26)} ${account.role.padEnd(9)} ${fullName(account)}`
      : `${email} (not seeded)`;
  });
}

/** Reads `--reset`, `--seed large` and `--simulate [--simulate-every SECONDS]` as `npm run sandbox` does. */
export function sandboxFlags(
  args: string[],
): Required<Pick<LocalSandboxOptions, 'reset' | 'seed' | 'simulateEverySeconds'>> {
  const seedIndex = args.indexOf('--seed');
  const everyIndex = args.indexOf('--simulate-every');
  const every = everyIndex >= 0 ? Number(args[everyIndex + 1]) : DEFAULT_SIMULATE_EVERY_SECONDS;
  if (!(every > 0))
    throw new Error(`--simulate-every takes a number of seconds (got ${args[everyIndex + 1]})`);
  return {
    reset: args.includes('--reset'),
    seed: seedIndex >= 0 && args[seedIndex + 1] === 'large' ? 'large' : 'default',
    simulateEverySeconds: args.includes('--simulate') || everyIndex >= 0 ? every : null,
  };
}
