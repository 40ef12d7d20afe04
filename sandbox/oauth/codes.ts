import type { Db } from '../db';
import { randomToken, sha256 } from '../auth/tokens';

export type ProviderId = 'line' | 'apple';

/** A sign-in code lives 60 seconds, as the real providers' do (LINE: 10 minutes; Apple: 5). */
export const CODE_TTL_MS = 60_000;

export interface CodeBinding {
  provider: ProviderId;
  clientId: string;
  redirectUri: string;
}

export interface IssuedCodeOwner extends CodeBinding {
  profileId: string;
}

/** Issues a single-use code for the profile; stored as its hash. Expired codes are swept on the way. */
export function issueCode(db: Db, owner: IssuedCodeOwner, now: number): string {
  const code = randomToken();
  db.prepare('DELETE FROM oauth_codes WHERE expires_at < ?').run(now - CODE_TTL_MS);
  db.prepare(
    'INSERT INTO oauth_codes (code_hash, provider, client_id, redirect_uri, profile_id, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(sha256(code), owner.provider, owner.clientId, owner.redirectUri, owner.profileId, now + CODE_TTL_MS);
  return code;
}

/** Issues many codes in one transaction (the bench's login exchange needs a fresh code per call). */
export function issueCodes(db: Db, owner: IssuedCodeOwner, count: number, now: number): string[] {
  return db.transaction(() => Array.from({ length: count }, () => issueCode(db, owner, now)))();
}

/**
 * Redeems a code: it must exist, be unused, unexpired and issued by `provider` to a client and
 * redirect URI still accepted (`accepts`). Any attempt burns the code, so a code presented to the
 * wrong endpoint cannot be retried on the right one. Returns the profile id, or null.
 */
export function redeemCode(
  db: Db,
  code: string,
  provider: ProviderId,
  now: number,
  accepts: (binding: CodeBinding) => boolean,
): string | null {
  return db.transaction(() => {
    const hash = sha256(code);
    const row = db
      .prepare(
        'SELECT provider, client_id, redirect_uri, profile_id, expires_at, used_at FROM oauth_codes WHERE code_hash = ?',
      )
      .get(hash) as
      | {
          provider: ProviderId;
          client_id: string;
          redirect_uri: string;
          profile_id: string;
          expires_at: number;
          used_at: number | null;
        }
      | undefined;
    if (!row || row.used_at !== null) return null;
    db.prepare('UPDATE oauth_codes SET used_at = ? WHERE code_hash = ?').run(now, hash);
    if (row.expires_at <= now || row.provider !== provider) return null;
    if (!accepts({ provider: row.provider, clientId: row.client_id, redirectUri: row.redirect_uri }))
      return null;
    return row.profile_id;
  })();
}
