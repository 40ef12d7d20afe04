import type { FastifyInstance } from 'fastify';
import { AuthPaths, BookingPaths, type Tokens } from '../../contract';
import { Faults, pathMatcher } from '../../sandbox/faults';
import { makeSandbox, ensureAccounts, body, controlHeaders } from './support/sandbox';
import { SEEDED, authHeader, signIn } from './support/auth';
import { SandboxPaths, type FaultSettings } from '../../sandbox/control/schemas';

const BOOKING_PROBE = '/booking/api/v1/__fault-probe';
const PROFILE_PROBE = '/admin/api/v1/__fault-probe';

const setFaults = (app: FastifyInstance, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: SandboxPaths.faults,
    headers: controlHeaders(app),
    payload: payload as object,
  });

describe('faults on demand', () => {
  let app: FastifyInstance;
  let tokens: Tokens;

  beforeAll(async () => {
    app = await makeSandbox({ seed: 'none' });
    ensureAccounts(app);
    app.get(BOOKING_PROBE, async () => ({ ok: 'booking' }));
    app.post(BOOKING_PROBE, async () => ({ ok: 'booking-post' }));
    app.get(PROFILE_PROBE, async () => ({ ok: 'profile' }));
    tokens = await signIn(app, SEEDED.admin);
  });
  afterEach(() => app.inject({ method: 'DELETE', url: SandboxPaths.faults, headers: controlHeaders(app) }));
  afterAll(() => app.close());

  const call = (url: string, method: 'GET' | 'POST' = 'GET', token = tokens.accessToken) =>
    app.inject({ method, url, headers: authHeader(token) });

  test('off by default', async () => {
    const response = await app.inject({
      method: 'GET',
      url: SandboxPaths.faults,
      headers: controlHeaders(app),
    });
    expect(response.statusCode).toBe(200);
    expect(body<FaultSettings>(response).data).toEqual({ rules: [] });
    expect((await call(BOOKING_PROBE)).statusCode).toBe(200);
  });

  test('latency delays matching calls only', async () => {
    expect((await setFaults(app, { rules: [{ pattern: '/booking/*', latencyMs: 250 }] })).statusCode).toBe(
      200,
    );
    // A duration, on the monotonic clock (the suite's Date moves in 20 ms steps).
    const started = performance.now();
    const slow = await call(BOOKING_PROBE);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(slow.statusCode).toBe(200);
    expect(slow.headers['x-sandbox-fault']).toBe('latency');
    const other = await call(PROFILE_PROBE);
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-sandbox-fault']).toBeUndefined();
  });

  test('error rate 1 answers 500 INJECTED_FAULT on matching paths and methods only', async () => {
    await setFaults(app, { rules: [{ pattern: '/booking/', methods: ['get'], errorRate: 1 }] });
    for (let i = 0; i < 5; i += 1) {
      const failed = await call(BOOKING_PROBE);
      expect(failed.statusCode).toBe(500);
      expect(body(failed).status.code).toBe(500);
      expect(body(failed).status.description).toBe('INJECTED_FAULT');
    }
    expect((await call(BOOKING_PROBE, 'POST')).statusCode).toBe(200);
    expect((await call(PROFILE_PROBE)).statusCode).toBe(200);
    // The control paths never fail, even under a catch-all rule.
    await setFaults(app, { rules: [{ pattern: '/', errorRate: 1, latencyMs: 0 }] });
    expect((await app.inject({ method: 'GET', url: SandboxPaths.health })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: SandboxPaths.faults, headers: controlHeaders(app) }))
        .statusCode,
    ).toBe(200);
    expect((await call(PROFILE_PROBE)).statusCode).toBe(500);
  });

  test('a rule may answer another status (404: a call the API lacks) and cover only a query text', async () => {
    await setFaults(app, {
      rules: [{ pattern: '/booking/', errorRate: 1, status: 404, query: 'keyword=villa' }],
    });
    const absent = await call(`${BookingPaths.walkInSearch}?keyword=villa`);
    expect(absent.statusCode).toBe(404);
    expect(body(absent).status.description).toBe('NOT_FOUND');
    expect((await call(`${BookingPaths.walkInSearch}?keyword=sea`)).statusCode).toBe(200);
    expect((await call(BookingPaths.walkIn)).statusCode).toBe(200);
  });

  test('a partial error rate follows a seeded sequence, the same after every PUT', async () => {
    const run = async () => {
      await setFaults(app, { rules: [{ pattern: '/booking/*', errorRate: 0.5 }] });
      const codes: number[] = [];
      for (let i = 0; i < 40; i += 1) codes.push((await call(BOOKING_PROBE)).statusCode);
      return codes;
    };
    const first = await run();
    const second = await run();
    expect(second).toEqual(first);
    const failures = first.filter((code) => code === 500).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
  });

  test('drop destroys the connection without an answer (inject rejects)', async () => {
    await setFaults(app, { rules: [{ pattern: '/booking/*', drop: true }] });
    await expect(call(BOOKING_PROBE)).rejects.toMatchObject({ code: 'LIGHT_ECONNRESET' });
    expect((await call(PROFILE_PROBE)).statusCode).toBe(200);
  });

  test('expire-tokens: existing tokens get 401, a refresh brings the console back', async () => {
    const session = await signIn(app, SEEDED.admin);
    expect((await call(PROFILE_PROBE, 'GET', session.accessToken)).statusCode).toBe(200);
    await setFaults(app, { rules: [{ pattern: '/', expireTokens: true }] });
    const expired = await call(PROFILE_PROBE, 'GET', session.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(body(expired).status.description).toBe('UNAUTHORIZED');
    const refreshed = await app.inject({
      method: 'POST',
      url: AuthPaths.refreshToken,
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const renewed = body<Tokens>(refreshed).data;
    expect((await call(PROFILE_PROBE, 'GET', renewed.accessToken)).statusCode).toBe(200);
    // Clearing the faults makes the old token valid again (it has not really expired).
    await app.inject({ method: 'DELETE', url: SandboxPaths.faults, headers: controlHeaders(app) });
    expect((await call(PROFILE_PROBE, 'GET', session.accessToken)).statusCode).toBe(200);
  });

  test('expire-tokens limited to a pattern leaves other paths alone', async () => {
    await setFaults(app, { rules: [{ pattern: '/booking/*', expireTokens: true }] });
    expect((await call(BOOKING_PROBE)).statusCode).toBe(401);
    expect((await call(PROFILE_PROBE)).statusCode).toBe(200);
  });

  test('GET lists, PUT replaces, DELETE clears', async () => {
    const rules = [
      { pattern: '/booking/*', latencyMs: 10 },
      { pattern: '/admin/api/v1/profiles', methods: ['POST'], errorRate: 0.25 },
    ];
    const put = await setFaults(app, { rules });
    expect(body<FaultSettings>(put).data.rules).toEqual(rules);
    expect(
      body<FaultSettings>(
        await app.inject({ method: 'GET', url: SandboxPaths.faults, headers: controlHeaders(app) }),
      ).data.rules,
    ).toEqual(rules);
    await setFaults(app, { rules: [rules[0]] });
    expect(
      body<FaultSettings>(
        await app.inject({ method: 'GET', url: SandboxPaths.faults, headers: controlHeaders(app) }),
      ).data.rules,
    ).toEqual([rules[0]]);
    const cleared = await app.inject({
      method: 'DELETE',
      url: SandboxPaths.faults,
      headers: controlHeaders(app),
    });
    expect(body<FaultSettings>(cleared).data.rules).toEqual([]);
  });

  test.each([
    [null, 'body'],
    [{}, 'rules'],
    [{ rules: 'x' }, 'rules'],
    [{ rules: [{}] }, 'rules[0].pattern'],
    [{ rules: [{ pattern: 'booking', latencyMs: 1 }] }, 'rules[0].pattern'],
    [{ rules: [{ pattern: '/x', latencyMs: -1 }] }, 'rules[0].latencyMs'],
    [{ rules: [{ pattern: '/x', latencyMs: 1.5 }] }, 'rules[0].latencyMs'],
    [{ rules: [{ pattern: '/x', latencyMs: 600_000 }] }, 'rules[0].latencyMs'],
    [{ rules: [{ pattern: '/x', errorRate: 2 }] }, 'rules[0].errorRate'],
    [{ rules: [{ pattern: '/x', errorRate: '0.5' }] }, 'rules[0].errorRate'],
    [{ rules: [{ pattern: '/x', drop: 'yes' }] }, 'rules[0].drop'],
    [{ rules: [{ pattern: '/x', expireTokens: 1 }] }, 'rules[0].expireTokens'],
    [{ rules: [{ pattern: '/x', methods: ['FETCH'], drop: true }] }, 'rules[0].methods'],
    [{ rules: [{ pattern: '/x', methods: [], drop: true }] }, 'rules[0].methods'],
    [{ rules: [{ pattern: '/x', latency: 5 }] }, 'rules[0].latency'],
    [{ rules: [{ pattern: '/x' }] }, 'rules[0]'],
    [{ rules: [{ pattern: '/x', drop: true }, { pattern: '/y' }] }, 'rules[1]'],
  ])('PUT %j is refused with 400 naming %s, and the rules stay as they were', async (payload, field) => {
    await setFaults(app, { rules: [{ pattern: '/keep', latencyMs: 1 }] });
    const response = await app.inject({
      method: 'PUT',
      url: SandboxPaths.faults,
      headers: { ...controlHeaders(app), 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).status.description).toBe('VALIDATION_ERROR');
    expect(body(response).status.message).toContain(field);
    expect(
      body<FaultSettings>(
        await app.inject({ method: 'GET', url: SandboxPaths.faults, headers: controlHeaders(app) }),
      ).data.rules,
    ).toEqual([{ pattern: '/keep', latencyMs: 1 }]);
  });

  test('more than 50 rules are refused', async () => {
    const rules = Array.from({ length: 51 }, () => ({ pattern: '/x', drop: true }));
    expect((await setFaults(app, { rules })).statusCode).toBe(400);
  });

  test('faults apply before the guard: an unauthenticated call still gets the injected 500', async () => {
    await setFaults(app, { rules: [{ pattern: PROFILE_PROBE, errorRate: 1 }] });
    expect((await app.inject({ method: 'GET', url: PROFILE_PROBE })).statusCode).toBe(500);
  });

  test('reset reseeds the database; health answers ok', async () => {
    app.db.prepare("UPDATE profiles SET first_name = 'Changed' WHERE email = ?").run(SEEDED.admin);
    const reset = await app.inject({ method: 'POST', url: SandboxPaths.reset, headers: controlHeaders(app) });
    expect(reset.statusCode).toBe(200);
    // This sandbox is unseeded: the reset leaves it empty.
    expect(app.db.prepare('SELECT COUNT(*) FROM profiles').pluck().get()).toBe(0);
    ensureAccounts(app);
    const health = await app.inject({ method: 'GET', url: SandboxPaths.health });
    expect(health.statusCode).toBe(200);
    expect(body<{ status: string }>(health).data.status).toBe('ok');
    tokens = await signIn(app, SEEDED.admin);
  });
});

describe('fault rules, unit', () => {
  test('patterns: a prefix without *, a whole-path glob with *', () => {
    expect(pathMatcher('/booking/')('/booking/api/v1/admin/walk-in')).toBe(true);
    expect(pathMatcher('/booking/')('/payment/api/v1/admin/payments-all')).toBe(false);
    expect(pathMatcher('/booking/*')('/booking/api/v1/admin/walk-in')).toBe(true);
    expect(pathMatcher('/booking/*/search')('/booking/api/v1/admin/walk-in/search')).toBe(true);
    expect(pathMatcher('/booking/*/search')('/booking/api/v1/admin/walk-in')).toBe(false);
    expect(pathMatcher('*/search')('/admin/api/v1/profiles/search')).toBe(true);
    expect(pathMatcher('/a.b*')('/aXb')).toBe(false);
  });

  test('the same seed fails the same calls', () => {
    const sequence = (seed: number) => {
      const faults = new Faults(seed, [{ pattern: '/', errorRate: 0.3 }]);
      return Array.from({ length: 30 }, () => faults.fails(0.3));
    };
    expect(sequence(7)).toEqual(sequence(7));
    expect(sequence(7)).not.toEqual(sequence(8));
  });

  test('control paths are never matched', () => {
    const faults = new Faults(1, [{ pattern: '/', drop: true }]);
    expect(faults.matching('GET', '/__sandbox/faults')).toEqual([]);
    expect(faults.matching('GET', '/admin/api/v1/profiles')).toHaveLength(1);
  });
});
