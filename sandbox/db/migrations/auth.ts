import type { Migration } from './migration';

/**
 * The auth side's tables. Secrets are never stored in clear: sign-in codes and refresh tokens are
 * kept as their SHA-256 hash, so a copy of the database file cannot be replayed against the API.
 */
export const authMigrations: Migration[] = [
  {
    id: '100-auth',
    sql: `
      -- One HS256 secret per database: access tokens survive a restart on the same file.
      CREATE TABLE signing_keys (
        key_id     TEXT PRIMARY KEY,
        secret     BLOB NOT NULL,
        created_at INTEGER NOT NULL
      );

      -- Codes issued by the simulated providers: single use, 60 s, bound to provider, client, redirect URI.
      CREATE TABLE oauth_codes (
        code_hash    TEXT PRIMARY KEY,
        provider     TEXT NOT NULL CHECK (provider IN ('line', 'apple')),
        client_id    TEXT NOT NULL,
        redirect_uri TEXT NOT NULL,
        profile_id   TEXT NOT NULL REFERENCES profiles(profile_id) ON DELETE CASCADE,
        expires_at   INTEGER NOT NULL,
        used_at      INTEGER
      );
      CREATE INDEX oauth_codes_expires ON oauth_codes(expires_at);

      -- A family is one sign-in: every rotation stays in it; reuse of a rotated token revokes it.
      CREATE TABLE refresh_families (
        family_id  TEXT PRIMARY KEY,
        profile_id TEXT NOT NULL REFERENCES profiles(profile_id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX refresh_families_profile ON refresh_families(profile_id);

      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        family_id  TEXT NOT NULL REFERENCES refresh_families(family_id) ON DELETE CASCADE,
        issued_at  INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        rotated_at INTEGER
      );
      CREATE INDEX refresh_tokens_family ON refresh_tokens(family_id);
    `,
  },
];
