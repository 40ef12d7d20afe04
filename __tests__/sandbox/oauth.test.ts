import type { FastifyInstance } from 'fastify';
import { AuthPaths, type Tokens } from '../../contract';
import { makeSandbox, makeClock, ensureAccounts, insertProfile, body } from './support/sandbox';
import {
  SEEDED,
  authorize,
  authorizeParams,
  authorizePath,
  decodeAccessToken,
  exchange,
  signIn,
  type Provider,
} from './support/auth';

const providers: Provider[] = ['line', 'apple'];

describe('simulated provider sign-in', () => {
  const clock = makeClock();
  let app: FastifyInstance;
  let ids: ReturnType<typeof ensureAccounts>;

  beforeAll(async () => {
    app = await makeSandbox({ now: clock.now });
    ids = ensureAccounts(app);
  });
  afterAll(() => app.close());

  describe.each(providers)('%s', (provider) => {
    test('the authorize page lists the seeded accounts as buttons, named accounts first', async () => {
      const response = await app.inject({
        method: 'GET',
        url: authorizePath(provider),
        query: authorizeParams(app, provider),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      expect(html).toMatch(/<html lang="en">/);
      expect(html).toContain(provider === 'line' ? '#06C755' : '#000000');
      const accounts = [
        ...html.matchAll(/<button type="submit" class="account[^"]*" name="account" value="([^"]+)"/g),
      ].map((m) => m[1]);
      expect(accounts.slice(0, 3)).toEqual([SEEDED.admin, SEEDED.partner, SEEDED.customer]);
      expect(accounts.length).toBeLessThanOrEqual(50);
      // Every button has a visible name (its accessible name) and the role.
      expect(html).toMatch(/Administrator/);
      expect(html).toMatch(/Partner/);
      expect(html).toMatch(/Customer/);
      // The original parameters travel as hidden fields.
      expect(html).toContain(`<input type="hidden" name="state" value="${provider[0]}test-state">`);
      expect(html).toContain(`<form method="post" action="${authorizePath(provider)}">`);
    });

    test('the pages are locked down: CSP without scripts, no framing, no caching', async () => {
      const response = await app.inject({
        method: 'GET',
        url: authorizePath(provider),
        query: authorizeParams(app, provider),
      });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('script-src');
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(`form-action 'self' ${new URL(app.sandbox.redirectUris[0]).origin}`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toMatch(/<script/i);
    });

    test('choosing an account redirects with a code and the state; the code exchanges for decodable tokens', async () => {
      const { code, state, location } = await authorize(app, SEEDED.admin, provider);
      expect(location.startsWith(`${app.sandbox.redirectUris[0]}?`)).toBe(true);
      expect(code).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(state).toBe(`${provider[0]}test-state`);

      const response = await exchange(app, code, provider);
      expect(response.statusCode).toBe(200);
      const envelope = body<Tokens>(response);
      expect(envelope.status.code).toBe(200);
      expect(envelope.status.description).toBe('OK');
      const claims = decodeAccessToken(envelope.data.accessToken);
      const admin = app.db.prepare('SELECT * FROM profiles WHERE profile_id = ?').get(ids.admin) as Record<
        string,
        string | null
      >;
      expect(claims.sub).toBe(ids.admin);
      expect(claims.role).toBe('ADMIN');
      expect(claims.decoded.given_name).toBe(admin.first_name ?? '');
      expect(claims.decoded.family_name).toBe(admin.last_name ?? '');
      expect(claims.decoded.name).toBe([admin.first_name, admin.last_name].filter(Boolean).join(' '));
      expect(claims.decoded.email).toBe(SEEDED.admin);
      expect(claims.decoded.phone).toBe(admin.phone_number ?? '');
      expect(claims.picture).toBe(admin.image_id ?? '');
      expect(claims.iat).toBe(Math.floor(clock.now() / 1000));
      expect(claims.exp - claims.iat).toBe(app.sandbox.accessTtlSeconds);
      expect(envelope.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    });

    test('a code is single-use', async () => {
      const { code } = await authorize(app, SEEDED.admin, provider);
      expect((await exchange(app, code, provider)).statusCode).toBe(200);
      const replay = await exchange(app, code, provider);
      expect(replay.statusCode).toBe(401);
      expect(body(replay).status.description).toBe('INVALID_CODE');
    });

    test('a code expires after 60 seconds', async () => {
      const fresh = await authorize(app, SEEDED.admin, provider);
      const stale = await authorize(app, SEEDED.admin, provider);
      clock.advance(59_000);
      expect((await exchange(app, fresh.code, provider)).statusCode).toBe(200);
      clock.advance(2_000);
      const expired = await exchange(app, stale.code, provider);
      expect(expired.statusCode).toBe(401);
      expect(body(expired).status.description).toBe('INVALID_CODE');
    });

    test("another provider's login refuses the code, and the code is burnt", async () => {
      const { code } = await authorize(app, SEEDED.admin, provider);
      const other: Provider = provider === 'line' ? 'apple' : 'line';
      const wrong = await exchange(app, code, other);
      expect(wrong.statusCode).toBe(401);
      expect(body(wrong).status.description).toBe('INVALID_CODE');
      expect((await exchange(app, code, provider)).statusCode).toBe(401);
    });

    test('a made-up code is refused; a missing one is invalid input', async () => {
      const madeUp = await exchange(app, 'not-a-code', provider);
      expect(madeUp.statusCode).toBe(401);
      expect(body(madeUp).status.description).toBe('INVALID_CODE');
      const missing = await app.inject({
        method: 'POST',
        url: AuthPaths.login(provider === 'line' ? 'lineWeb' : 'appleWeb'),
        payload: {},
      });
      expect(missing.statusCode).toBe(400);
      expect(body(missing).status.description).toBe('VALIDATION_ERROR');
    });

    test.each([
      [
        'a redirect_uri not on the allow-list',
        { redirect_uri: 'https://evil.example/login' },
        'redirect_uri',
      ],
      ['a wrong client_id', { client_id: 'someone-else' }, 'client_id'],
      ['a missing state', { state: '' }, 'state'],
      ['a response_type other than code', { response_type: 'token' }, 'response_type'],
    ])('%s gets an error page and no redirect (GET and POST)', async (_label, change, word) => {
      const params = { ...authorizeParams(app, provider), ...change };
      const page = await app.inject({ method: 'GET', url: authorizePath(provider), query: params });
      expect(page.statusCode).toBe(400);
      expect(page.headers.location).toBeUndefined();
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(word);
      expect(page.body).toMatch(/<html lang="en">/);

      const post = await app.inject({
        method: 'POST',
        url: authorizePath(provider),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...params, account: SEEDED.admin }).toString(),
      });
      expect(post.statusCode).toBe(400);
      expect(post.headers.location).toBeUndefined();
    });

    test('cancelling returns to the console with access_denied and the state, no code', async () => {
      const response = await app.inject({
        method: 'POST',
        url: authorizePath(provider),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...authorizeParams(app, provider), cancel: '1' }).toString(),
      });
      expect(response.statusCode).toBe(302);
      const url = new URL(String(response.headers.location));
      expect(url.searchParams.get('error')).toBe('access_denied');
      expect(url.searchParams.get('state')).toBe(`${provider[0]}test-state`);
      expect(url.searchParams.get('code')).toBeNull();
    });

    test('an unknown account gets an error page', async () => {
      await expect(authorize(app, 'nobody@poolvilla.test', provider)).rejects.toThrow(/400/);
    });

    test.each([
      [SEEDED.partner, 'NOT_ADMIN'],
      [SEEDED.customer, 'NOT_ADMIN'],
      ['inactive-admin@auth.test', 'ACCOUNT_INACTIVE'],
    ])('%s is refused with 403 %s and a clear message', async (email, description) => {
      const { code } = await authorize(app, email, provider);
      const response = await app.inject({
        method: 'POST',
        url: AuthPaths.login(provider === 'line' ? 'lineWeb' : 'appleWeb'),
        headers: { 'accept-language': 'en' },
        payload: { code },
      });
      expect(response.statusCode).toBe(403);
      const status = body(response).status;
      expect(status.description).toBe(description);
      expect(status.title).toBe(description === 'NOT_ADMIN' ? 'Not an administrator' : 'Account inactive');
      expect(status.message.length).toBeGreaterThan(10);
      expect(body(response).data).toBeNull();
    });
  });

  test('LINE requires a scope', async () => {
    const params = authorizeParams(app, 'line');
    delete params.scope;
    const response = await app.inject({ method: 'GET', url: authorizePath('line'), query: params });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('scope');
  });

  test('a code stays bound to its redirect URI: removed from the allow-list, the code no longer works', async () => {
    const uri = 'http://127.0.0.1:9999/login';
    app.sandbox.redirectUris.push(uri);
    try {
      const { code } = await authorize(app, SEEDED.admin, 'line', {
        ...authorizeParams(app, 'line'),
        redirect_uri: uri,
      });
      app.sandbox.redirectUris.splice(app.sandbox.redirectUris.indexOf(uri), 1);
      expect((await exchange(app, code, 'line')).statusCode).toBe(401);
    } finally {
      if (app.sandbox.redirectUris.includes(uri))
        app.sandbox.redirectUris.splice(app.sandbox.redirectUris.indexOf(uri), 1);
    }
  });

  test('the pages get their Thai font from the sandbox itself', async () => {
    const font = await app.inject({ method: 'GET', url: '/oauth/assets/plex-thai-600.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const page = await app.inject({
      method: 'GET',
      url: authorizePath('line'),
      query: authorizeParams(app, 'line'),
    });
    expect(page.headers['content-security-policy']).toContain("font-src 'self'");
  });

  test('an unknown provider segment is not found', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/admin/authen/api/v1/login/facebookWeb',
      payload: { code: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });

  test('codes and refresh tokens are stored only as hashes', async () => {
    const { code } = await authorize(app, SEEDED.admin, 'line');
    const stored = app.db.prepare('SELECT code_hash FROM oauth_codes').pluck().all() as string[];
    expect(stored).not.toContain(code);
    const tokens = body<Tokens>(await exchange(app, code, 'line')).data;
    const hashes = app.db.prepare('SELECT token_hash FROM refresh_tokens').pluck().all() as string[];
    expect(hashes).not.toContain(tokens.refreshToken);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  test('signIn helper works through the provider for both providers', async () => {
    for (const provider of providers) {
      const tokens = await signIn(app, SEEDED.admin, provider);
      expect(decodeAccessToken(tokens.accessToken).sub).toBe(ids.admin);
    }
  });
});

describe('provider pages escape what they show', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeSandbox({ seed: 'none' });
    ensureAccounts(app);
    insertProfile(app, {
      role: 'ADMIN',
      firstName: '<script>alert("x")</script>',
      lastName: '"><img src=x onerror=alert(1)>',
      email: 'evil"<b>@poolvilla.test',
    });
  });
  afterAll(() => app.close());

  test('names, emails and parameters are escaped', async () => {
    const response = await app.inject({
      method: 'GET',
      url: authorizePath('apple'),
      query: { ...authorizeParams(app, 'apple'), state: '"><script>alert(2)</script>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).not.toContain('<img');
    expect(response.body).not.toContain('<b>');
    expect(response.body).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(response.body).toContain('value="&#34;&#62;&#60;script&#62;alert(2)&#60;/script&#62;"');
  });

  test('an escaped email still signs in (the form posts the raw value back)', async () => {
    const { code } = await authorize(app, 'evil"<b>@poolvilla.test', 'apple');
    expect((await exchange(app, code, 'apple')).statusCode).toBe(200);
  });

  test('an empty database shows a hint instead of accounts', async () => {
    const empty = await makeSandbox({ seed: 'none' });
    const response = await empty.inject({
      method: 'GET',
      url: authorizePath('line'),
      query: authorizeParams(empty, 'line'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No accounts are seeded');
    await empty.close();
  });
});

describe('rate limit on the sign-in paths', () => {
  test('beyond the limit the sign-in POSTs answer 429 RATE_LIMITED; other paths are not limited', async () => {
    const app = await makeSandbox({ seed: 'none', authRateLimit: 3 });
    ensureAccounts(app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await exchange(app, 'x', 'line')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await exchange(app, 'x', 'line');
    expect(body(limited).status.description).toBe('RATE_LIMITED');
    // Each route has its own budget; control paths have none.
    expect((await authorize(app, SEEDED.admin, 'line')).code).toBeTruthy();
    for (let i = 0; i < 5; i += 1)
      expect((await app.inject({ method: 'GET', url: '/__sandbox/health' })).statusCode).toBe(200);
    await app.close();
  });
});
