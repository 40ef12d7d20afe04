import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { AuthPaths, type Tokens } from '../../contract';
import { REFRESH_REUSE_GRACE_MS } from '../../sandbox/auth/tokens';
import { makeSandbox, makeClock, ensureAccounts, insertProfile, body } from './support/sandbox';
import { SEEDED, authHeader, decodeAccessToken, mintToken, signIn } from './support/auth';

const PROBE = '/admin/api/v1/__auth-probe';

const refresh = (app: FastifyInstance, refreshToken: unknown) =>
  app.inject({ method: 'POST', url: AuthPaths.refreshToken, payload: { refreshToken } });
const logout = (app: FastifyInstance, payload: object) =>
  app.inject({ method: 'DELETE', url: AuthPaths.logout, payload });
const probe = (app: FastifyInstance, token?: string) =>
  app.inject({ method: 'GET', url: PROBE, headers: token ? authHeader(token) : {} });

describe('tokens and the admin guard', () => {
  const clock = makeClock();
  let app: FastifyInstance;
  let ids: ReturnType<typeof ensureAccounts>;

  beforeAll(async () => {
    // Accounts only: the guard and tokens need no business data (and an empty seed is quick).
    app = await makeSandbox({ seed: 'none', now: clock.now });
    ids = ensureAccounts(app);
    // A route registered like the business ones: the guard covers it by its path.
    app.get(PROBE, async (request) => ({ adminId: request.adminId }));
  });
  afterAll(() => app.close());

  const setProfile = (id: string, role: string, active: boolean) =>
    app.db
      .prepare('UPDATE profiles SET role = ?, active = ? WHERE profile_id = ?')
      .run(role, active ? 1 : 0, id);

  test('the guard lets an admin through and tells the handler who it is', async () => {
    const { accessToken } = await signIn(app, SEEDED.admin);
    const response = await probe(app, accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ adminId: ids.admin });
  });

  test('refresh rotates: a new pair, the old refresh token is spent', async () => {
    const first = await signIn(app, SEEDED.admin);
    clock.advance(1_000);
    const response = await refresh(app, first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = body<Tokens>(response).data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(decodeAccessToken(second.accessToken).sub).toBe(ids.admin);
    expect((await probe(app, second.accessToken)).statusCode).toBe(200);
    // And the new one rotates in turn.
    expect((await refresh(app, second.refreshToken)).statusCode).toBe(200);
  });

  test('reusing a rotated refresh token revokes the whole family', async () => {
    const first = await signIn(app, SEEDED.admin);
    const second = body<Tokens>(await refresh(app, first.refreshToken)).data;
    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const reuse = await refresh(app, first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(body(reuse).status.description).toBe('INVALID_REFRESH_TOKEN');
    // The thief's replay also signs out whoever holds the newer token.
    const afterRevocation = await refresh(app, second.refreshToken);
    expect(afterRevocation.statusCode).toBe(401);
    expect(body(afterRevocation).status.description).toBe('INVALID_REFRESH_TOKEN');
    // Other sign-ins (other families) are untouched.
    const other = await signIn(app, SEEDED.admin);
    expect((await refresh(app, other.refreshToken)).statusCode).toBe(200);
  });

  test('a rotated token sent again within the grace gets the same pair: a lost answer ends nothing', async () => {
    const first = await signIn(app, SEEDED.admin);
    const second = body<Tokens>(await refresh(app, first.refreshToken)).data;
    clock.advance(REFRESH_REUSE_GRACE_MS - 1_000);
    const repeat = await refresh(app, first.refreshToken);
    expect(repeat.statusCode).toBe(200);
    expect(body<Tokens>(repeat).data).toEqual(second);
    expect((await probe(app, second.accessToken)).statusCode).toBe(200);
    // The session goes on from the pair it got.
    const third = body<Tokens>(await refresh(app, second.refreshToken)).data;
    expect((await probe(app, third.accessToken)).statusCode).toBe(200);
    // Once the successor was used, the old token again is a replay, even within the grace.
    const replay = await refresh(app, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(app, third.refreshToken)).statusCode).toBe(401);
  });

  test('access tokens end with their session: at sign-out, and when a replay revokes the family', async () => {
    const session = await signIn(app, SEEDED.admin);
    const other = await signIn(app, SEEDED.admin);
    expect((await probe(app, session.accessToken)).statusCode).toBe(200);
    expect((await logout(app, { refreshToken: session.refreshToken })).statusCode).toBe(200);
    const afterLogout = await probe(app, session.accessToken);
    expect(afterLogout.statusCode).toBe(401);
    expect(body(afterLogout).status.description).toBe('UNAUTHORIZED');
    // Another session of the same admin is untouched.
    expect((await probe(app, other.accessToken)).statusCode).toBe(200);

    const rotated = body<Tokens>(await refresh(app, other.refreshToken)).data;
    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    expect((await refresh(app, other.refreshToken)).statusCode).toBe(401);
    expect((await probe(app, rotated.accessToken)).statusCode).toBe(401);
    expect((await probe(app, other.accessToken)).statusCode).toBe(401);
  });

  test('logout revokes the family; unknown tokens still answer 200; a missing field is 400', async () => {
    const session = await signIn(app, SEEDED.admin);
    const rotated = body<Tokens>(await refresh(app, session.refreshToken)).data;
    const out = await logout(app, { refreshToken: rotated.refreshToken });
    expect(out.statusCode).toBe(200);
    expect(body(out).status.description).toBe('OK');
    expect((await refresh(app, rotated.refreshToken)).statusCode).toBe(401);
    expect((await logout(app, { refreshToken: 'never-issued' })).statusCode).toBe(200);
    expect((await logout(app, { refreshToken: rotated.refreshToken })).statusCode).toBe(200);
    const missing = await logout(app, {});
    expect(missing.statusCode).toBe(400);
    expect(body(missing).status.description).toBe('VALIDATION_ERROR');
  });

  test('refresh input is validated; unknown tokens are 401', async () => {
    expect((await refresh(app, undefined)).statusCode).toBe(400);
    expect((await refresh(app, 42)).statusCode).toBe(400);
    const unknown = await refresh(app, 'never-issued');
    expect(unknown.statusCode).toBe(401);
    expect(body(unknown).status.description).toBe('INVALID_REFRESH_TOKEN');
  });

  test('refresh tokens expire after 30 days', async () => {
    const session = await signIn(app, SEEDED.admin);
    clock.advance(30 * 24 * 3600 * 1000 + 1);
    expect((await refresh(app, session.refreshToken)).statusCode).toBe(401);
  });

  test('a refresh for an admin since deactivated or demoted fails, and stays failed', async () => {
    const extra = ensureAccounts(app).admin;
    const session = await signIn(app, SEEDED.admin);
    setProfile(extra, 'ADMIN', false);
    try {
      const inactive = await refresh(app, session.refreshToken);
      expect(inactive.statusCode).toBe(403);
      expect(body(inactive).status.description).toBe('ACCOUNT_INACTIVE');
    } finally {
      setProfile(extra, 'ADMIN', true);
    }
    // The family was revoked: reactivating does not bring the session back.
    expect((await refresh(app, session.refreshToken)).statusCode).toBe(401);

    const other = await signIn(app, SEEDED.admin);
    setProfile(extra, 'PARTNER', true);
    try {
      const demoted = await refresh(app, other.refreshToken);
      expect(demoted.statusCode).toBe(403);
      expect(body(demoted).status.description).toBe('NOT_ADMIN');
    } finally {
      setProfile(extra, 'ADMIN', true);
    }
  });

  test("a switched-off or demoted admin's session keeps its reason after the refused refresh revoked it", async () => {
    const extra = ensureAccounts(app).admin;
    for (const [role, active, refreshReason, accessReason] of [
      ['ADMIN', false, 'ACCOUNT_INACTIVE', 'ACCOUNT_INACTIVE'],
      ['PARTNER', true, 'NOT_ADMIN', 'FORBIDDEN'],
    ] as const) {
      const session = await signIn(app, SEEDED.admin);
      setProfile(extra, role, active);
      try {
        expect(body(await probe(app, session.accessToken)).status.description).toBe(accessReason);
        // The refresh is refused and revokes the session: both tokens still say why, not a bare 401.
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const refused = await refresh(app, session.refreshToken);
          expect([refused.statusCode, body(refused).status.description]).toEqual([403, refreshReason]);
          const access = await probe(app, session.accessToken);
          expect([access.statusCode, body(access).status.description]).toEqual([403, accessReason]);
        }
      } finally {
        setProfile(extra, 'ADMIN', true);
      }
      // Reinstated, the revoked session does not come back.
      expect((await probe(app, session.accessToken)).statusCode).toBe(401);
    }
  });

  test('missing, malformed, forged, alg-none and expired tokens get 401 UNAUTHORIZED', async () => {
    const { accessToken } = await signIn(app, SEEDED.admin);
    const [header, payload] = accessToken.split('.');
    const forged = await new SignJWT(decodeAccessToken(accessToken) as unknown as Record<string, unknown>)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decodeAccessToken(accessToken), sub: ids.partner })).toString('base64url')}.${accessToken.split('.')[2]}`;
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer not.a.jwt' },
      { authorization: `Basic ${accessToken}` },
      { authorization: `Bearer ${accessToken} extra` },
      authHeader(forged),
      authHeader(none),
      authHeader(tampered),
    ];
    for (const headers of cases) {
      const response = await app.inject({ method: 'GET', url: PROBE, headers });
      expect(response.statusCode).toBe(401);
      expect(body(response).status.description).toBe('UNAUTHORIZED');
    }
    clock.advance(app.sandbox.accessTtlSeconds * 1000 + 1000);
    const expired = await probe(app, accessToken);
    expect(expired.statusCode).toBe(401);
    expect(body(expired).status.description).toBe('UNAUTHORIZED');
  });

  test('the scheme is case-insensitive', async () => {
    const { accessToken } = await signIn(app, SEEDED.admin);
    expect(
      (await app.inject({ method: 'GET', url: PROBE, headers: { authorization: `bearer ${accessToken}` } }))
        .statusCode,
    ).toBe(200);
  });

  test('valid tokens of partners and customers get 403 FORBIDDEN', async () => {
    for (const email of [SEEDED.partner, SEEDED.customer]) {
      const response = await probe(app, await mintToken(app, email));
      expect(response.statusCode).toBe(403);
      expect(body(response).status.description).toBe('FORBIDDEN');
    }
  });

  test('the guard reads the account as it is now: demoted → 403, deactivated → 403, deleted → 401', async () => {
    const { accessToken } = await signIn(app, SEEDED.admin);
    setProfile(ids.admin, 'CUSTOMER', true);
    expect(body(await probe(app, accessToken)).status.description).toBe('FORBIDDEN');
    setProfile(ids.admin, 'ADMIN', false);
    expect(body(await probe(app, accessToken)).status.description).toBe('ACCOUNT_INACTIVE');
    setProfile(ids.admin, 'ADMIN', true);
    expect((await probe(app, accessToken)).statusCode).toBe(200);
    // A token for a profile that no longer exists.
    const ghostId = insertProfile(app, { role: 'ADMIN', email: 'ghost@auth.test' });
    const ghost = await mintToken(app, 'ghost@auth.test');
    expect((await probe(app, ghost)).statusCode).toBe(200);
    app.db.prepare('DELETE FROM profiles WHERE profile_id = ?').run(ghostId);
    const gone = await probe(app, ghost);
    expect(gone.statusCode).toBe(401);
    expect(body(gone).status.description).toBe('UNAUTHORIZED');
  });

  test('a reset ends every session issued before it, signed out ones included; a new sign-in works', async () => {
    const session = await signIn(app, SEEDED.admin);
    const signedOut = await signIn(app, SEEDED.admin);
    await logout(app, { refreshToken: signedOut.refreshToken });
    expect((await probe(app, signedOut.accessToken)).statusCode).toBe(401);
    app.reseed();
    ensureAccounts(app);
    for (const ended of [session, signedOut]) {
      const answer = await probe(app, ended.accessToken);
      expect(answer.statusCode).toBe(401);
      expect(body(answer).status.description).toBe('UNAUTHORIZED');
      expect((await refresh(app, ended.refreshToken)).statusCode).toBe(401);
    }
    const fresh = await signIn(app, SEEDED.admin);
    expect((await probe(app, fresh.accessToken)).statusCode).toBe(200);
    ids = ensureAccounts(app);
  });

  test('public paths need no token; unknown paths answer 404 even without one; preflight passes', async () => {
    expect((await app.inject({ method: 'GET', url: '/__sandbox/health' })).statusCode).toBe(200);
    const unknown = await app.inject({ method: 'GET', url: '/admin/api/v1/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).status.description).toBe('NOT_FOUND');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: PROBE,
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });
});
