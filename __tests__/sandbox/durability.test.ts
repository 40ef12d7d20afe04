import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AuthPaths, ProfilePaths, type Tokens } from '../../contract';
import { buildSandbox } from '../../sandbox/app';
import { authHeader } from './support/auth';

interface Written {
  tokens: Tokens;
  spentRefreshToken: string;
  profileId: string;
}

/** Runs the child writer and SIGKILLs it once it has reported: no close(), no checkpoint, no shutdown. */
function writeThenKill(dbFile: string): Promise<Written> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'support/durability-child.ts'), dbFile],
      {
        cwd: path.resolve(__dirname, '../..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        child.kill('SIGKILL');
        child.once('exit', (_code, signal) => {
          if (signal !== 'SIGKILL') reject(new Error(`child was not killed: ${signal}`));
          else resolve(JSON.parse(line) as Written);
        });
      }
    });
    child.once('exit', (code, signal) => {
      if (!out.includes('\n')) reject(new Error(`child exited early (${code ?? signal}): ${err}`));
    });
  });
}

test('what was written before a SIGKILL is found after reopening the same file', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-durability-'));
  const dbFile = path.join(dir, 'sandbox.db');
  try {
    const written = await writeThenKill(dbFile);
    // The writes sat in the write-ahead log when the process died.
    expect(fs.statSync(`${dbFile}-wal`).size).toBeGreaterThan(0);

    const app = await buildSandbox({ dbFile, seed: 'none', logger: false });
    try {
      const profile = app.db
        .prepare('SELECT first_name, role FROM profiles WHERE profile_id = ?')
        .get(written.profileId);
      expect(profile).toEqual({ first_name: 'ทนทาน', role: 'PARTNER' });
      expect(app.db.prepare('SELECT COUNT(*) FROM refresh_tokens').pluck().get()).toBe(2);

      // The signing key survived: the access token signed before the crash is still accepted.
      const list = await app.inject({
        method: 'GET',
        url: ProfilePaths.list,
        headers: authHeader(written.tokens.accessToken),
      });
      expect(list.statusCode).toBe(200);
      // The rotation survived: the current token rotates, the one spent before the crash is a replay.
      const refresh = (refreshToken: string) =>
        app.inject({ method: 'POST', url: AuthPaths.refreshToken, payload: { refreshToken } });
      expect((await refresh(written.tokens.refreshToken)).statusCode).toBe(200);
      expect((await refresh(written.spentRefreshToken)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
