import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db';
import { encodeClaim, type AccessTokenClaims, type Tokens } from '../../contract';
import { accountById, fullName, type Account } from './accounts';

/** Refresh tokens live 30 days; each use rotates them. */
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * A rotated refresh token sent again this soon gets the same new pair (the answer may have been
 * lost on the way back), as Auth0's reuse interval and Okta's grace period allow; later it is a replay.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/**
 * The claims we sign, beyond the contract's: `epoch` is the sandbox's own, read by the
 * expire-tokens fault (a token minted before the fault was switched on counts as expired); `sid`
 * is the session (the refresh family), so an access token ends with its session.
 */
export interface SignedClaims extends AccessTokenClaims {
  epoch: number;
  sid?: string;
}

/** The pair a rotation answered, kept in memory for the reuse grace only (never stored). */
interface RecentRotation {
  tokens: Tokens;
  successorHash: string;
  rotatedAt: number;
}

export interface TokenSettings {
  accessTtlSeconds: number;
  now: () => number;
  /** The expire-tokens fault's current epoch, stamped into new access tokens. */
  epoch: () => number;
}

/** Why a refresh token was refused: unknown, reused, revoked or expired → 401; account → 403. */
export type RotateResult =
  | { ok: true; tokens: Tokens; account: Account }
  | { ok: false; reason: 'INVALID_REFRESH_TOKEN' | 'NOT_ADMIN' | 'ACCOUNT_INACTIVE' };

export type VerifyResult = { ok: true; claims: SignedClaims } | { ok: false };

/**
 * Access tokens (HS256 JWTs, key per database) and refresh tokens (random, stored hashed, rotated
 * on each use, in families: reusing a rotated token revokes its whole family).
 */
export class TokenService {
  private key: { id: string; secret: Uint8Array } | null = null;
  /** By the hash of the refresh token rotated: the pair it got, within the reuse grace. */
  private readonly recentRotations = new Map<string, RecentRotation>();

  constructor(
    private readonly db: Db,
    private readonly settings: TokenSettings,
  ) {}

  /** The database's signing key, created on first use. Kept across a reseed (see persistKey). */
  signingKey(): { id: string; secret: Uint8Array } {
    if (this.key) return this.key;
    const row = this.db
      .prepare('SELECT key_id, secret FROM signing_keys ORDER BY created_at DESC LIMIT 1')
      .get() as { key_id: string; secret: Buffer } | undefined;
    if (row) {
      this.key = { id: row.key_id, secret: new Uint8Array(row.secret) };
    } else {
      this.key = { id: randomUUID(), secret: new Uint8Array(randomBytes(32)) };
      this.persistKey();
    }
    return this.key;
  }

  /** Writes the key in use back after the tables were dropped, so a reset does not void access tokens. */
  persistKey(): void {
    if (!this.key) return;
    this.db
      .prepare('INSERT OR IGNORE INTO signing_keys (key_id, secret, created_at) VALUES (?, ?, ?)')
      .run(this.key.id, Buffer.from(this.key.secret), Date.now());
  }

  /**
   * Signs an access token for the account; works for any role (tests mint non-admin tokens). With
   * `sessionId` (the refresh family) it ends when that session is signed out or revoked.
   */
  async mintAccessToken(
    account: Account,
    ttlSeconds = this.settings.accessTtlSeconds,
    sessionId?: string,
  ): Promise<string> {
    const key = this.signingKey();
    const iat = Math.floor(this.settings.now() / 1000);
    const claims: Omit<SignedClaims, 'sub' | 'iat' | 'exp'> = {
      name: encodeClaim(fullName(account)),
      given_name: encodeClaim(account.firstName ?? ''),
      family_name: encodeClaim(account.lastName ?? ''),
      email: encodeClaim(account.email ?? ''),
      phone: encodeClaim(account.phoneNumber ?? ''),
      picture: account.imageId ?? '',
      role: account.role,
      epoch: this.settings.epoch(),
      ...(sessionId ? { sid: sessionId } : {}),
    };
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.id })
      .setSubject(account.profileId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(key.secret);
  }

  /** Checks signature, algorithm and expiry (against the sandbox clock). */
  async verifyAccessToken(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.signingKey().secret, {
        algorithms: ['HS256'],
        currentDate: new Date(this.settings.now()),
        requiredClaims: ['sub', 'exp', 'iat', 'role'],
      });
      return { ok: true, claims: payload as unknown as SignedClaims };
    } catch {
      return { ok: false };
    }
  }

  /** The session was signed out or revoked, or is gone: a reset ends every session issued before it. */
  sessionEnded(sessionId: string): boolean {
    const revokedAt = this.db
      .prepare('SELECT revoked_at FROM refresh_families WHERE family_id = ?')
      .pluck()
      .get(sessionId) as number | null | undefined;
    return revokedAt !== null;
  }

  /** A new sign-in: a new refresh family and the first pair. */
  async issuePair(account: Account): Promise<Tokens> {
    const now = this.settings.now();
    const familyId = randomUUID();
    const refreshToken = randomToken();
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO refresh_families (family_id, profile_id, created_at) VALUES (?, ?, ?)')
        .run(familyId, account.profileId, now);
      this.insertRefresh(refreshToken, familyId, now);
    })();
    return { accessToken: await this.mintAccessToken(account, undefined, familyId), refreshToken };
  }

  /**
   * Trades a refresh token for a new pair. A token already rotated is a replay, unless it comes
   * again within the reuse grace before its successor was used (then the same pair again): its
   * whole family is revoked, so whoever holds the newer token is signed out too. An account that
   * is no longer an active admin is refused and its family revoked.
   */
  async rotate(refreshToken: string): Promise<RotateResult> {
    const now = this.settings.now();
    const next = randomToken();
    const tokenHash = sha256(refreshToken);
    type Outcome =
      | Extract<RotateResult, { ok: false }>
      | { ok: true; account: Account; familyId: string; repeat: Tokens | null };
    const outcome = this.db.transaction((): Outcome => {
      const row = this.db
        .prepare(
          `SELECT t.family_id, t.expires_at, t.rotated_at, f.revoked_at, f.profile_id
           FROM refresh_tokens t JOIN refresh_families f ON f.family_id = t.family_id WHERE t.token_hash = ?`,
        )
        .get(tokenHash) as
        | {
            family_id: string;
            expires_at: number;
            rotated_at: number | null;
            revoked_at: number | null;
            profile_id: string;
          }
        | undefined;
      if (!row) return { ok: false, reason: 'INVALID_REFRESH_TOKEN' };
      // The account's state first: a session refused for it keeps that reason while it lasts (its
      // family revoked, its refresh and access tokens still say why), not a bare 401.
      const account = accountById(this.db, row.profile_id);
      const refusal = !account
        ? 'INVALID_REFRESH_TOKEN'
        : account.role !== 'ADMIN'
          ? 'NOT_ADMIN'
          : !account.active
            ? 'ACCOUNT_INACTIVE'
            : null;
      if (refusal || !account) {
        if (row.revoked_at === null) this.revokeFamily(row.family_id, now);
        return { ok: false, reason: refusal ?? 'INVALID_REFRESH_TOKEN' };
      }
      if (row.revoked_at !== null) return { ok: false, reason: 'INVALID_REFRESH_TOKEN' };
      const repeat = row.rotated_at === null ? null : this.repeatWithinGrace(tokenHash, now);
      if (row.rotated_at !== null && !repeat) {
        this.revokeFamily(row.family_id, now);
        return { ok: false, reason: 'INVALID_REFRESH_TOKEN' };
      }
      if (row.expires_at <= now) return { ok: false, reason: 'INVALID_REFRESH_TOKEN' };
      if (!repeat) {
        this.db.prepare('UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ?').run(now, tokenHash);
        this.insertRefresh(next, row.family_id, now);
      }
      return { ok: true, account, familyId: row.family_id, repeat };
    })();
    if (!outcome.ok) return outcome;
    const { account, familyId, repeat } = outcome;
    if (repeat) return { ok: true, account, tokens: repeat };
    const tokens = {
      accessToken: await this.mintAccessToken(account, undefined, familyId),
      refreshToken: next,
    };
    this.forgetOldRotations(now);
    this.recentRotations.set(tokenHash, { tokens, successorHash: sha256(next), rotatedAt: now });
    return { ok: true, account, tokens };
  }

  /** The pair a repeat of a rotated token gets: within the grace, and while its successor is unused. */
  private repeatWithinGrace(tokenHash: string, now: number): Tokens | null {
    const recent = this.recentRotations.get(tokenHash);
    if (!recent || now - recent.rotatedAt > REFRESH_REUSE_GRACE_MS) return null;
    const successorUsed = this.db
      .prepare('SELECT rotated_at IS NOT NULL FROM refresh_tokens WHERE token_hash = ?')
      .pluck()
      .get(recent.successorHash);
    return successorUsed === 0 ? recent.tokens : null;
  }

  private forgetOldRotations(now: number): void {
    for (const [hash, recent] of this.recentRotations)
      if (now - recent.rotatedAt > REFRESH_REUSE_GRACE_MS) this.recentRotations.delete(hash);
  }

  /** Logout: revokes the token's family. Unknown tokens are ignored (logout always succeeds). */
  revoke(refreshToken: string): void {
    const familyId = this.db
      .prepare('SELECT family_id FROM refresh_tokens WHERE token_hash = ?')
      .pluck()
      .get(sha256(refreshToken)) as string | undefined;
    if (familyId) this.revokeFamily(familyId, this.settings.now());
  }

  private revokeFamily(familyId: string, now: number): void {
    this.db
      .prepare('UPDATE refresh_families SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL')
      .run(now, familyId);
  }

  private insertRefresh(token: string, familyId: string, now: number): void {
    this.db
      .prepare(
        'INSERT INTO refresh_tokens (token_hash, family_id, issued_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(sha256(token), familyId, now, now + REFRESH_TTL_SECONDS * 1000);
  }
}
