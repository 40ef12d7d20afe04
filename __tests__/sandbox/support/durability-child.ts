/**
 * Run by durability.test.ts in a child process: writes through the sandbox to the database file
 * named in argv, reports what it wrote on stdout, then waits to be killed (SIGKILL, no shutdown).
 */
import { AuthPaths, type ApiEnvelope, type Tokens } from '../../../contract';
import { buildSandbox } from '../../../sandbox/app';
import { ensureAccounts, insertProfile } from './sandbox';
import { SEEDED, signIn } from './auth';

async function main() {
  const dbFile = process.argv[2];
  const app = await buildSandbox({ dbFile, seed: 'none', reset: true });
  ensureAccounts(app);
  const first = await signIn(app, SEEDED.admin);
  const rotated = await app.inject({
    method: 'POST',
    url: AuthPaths.refreshToken,
    payload: { refreshToken: first.refreshToken },
  });
  const tokens = (rotated.json() as ApiEnvelope<Tokens>).data;
  const profileId = insertProfile(app, {
    email: 'durable@poolvilla.test',
    firstName: 'ทนทาน',
    lastName: 'ถาวร',
    role: 'PARTNER',
  });
  process.stdout.write(`${JSON.stringify({ tokens, spentRefreshToken: first.refreshToken, profileId })}\n`);
  // Keep the database open, as a running server would, until killed.
  setInterval(() => undefined, 60_000);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
