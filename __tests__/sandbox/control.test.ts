import type { FastifyInstance } from 'fastify';
import { body, controlHeaders, makeSandbox } from './support/sandbox';
import { SANDBOX_CONTROL_HEADER, SandboxPaths } from '../../sandbox/control/schemas';

const CONSOLE = 'http://localhost:8080';

describe('the control paths refuse other sites and callers without the token (issue 31, defect 2)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeSandbox({ seed: 'none', redirectUris: [`${CONSOLE}/login`], controlToken: 'the-token' });
  });
  afterAll(() => app.close());

  const reset = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: SandboxPaths.reset, headers });

  test('reset and faults need the control token', async () => {
    for (const headers of [{}, { [SANDBOX_CONTROL_HEADER]: 'a-guess' }] as Array<Record<string, string>>) {
      const refused = await reset(headers);
      expect(refused.statusCode).toBe(401);
      expect(body(refused).status.description).toBe('UNAUTHORIZED');
      expect(
        (await app.inject({ method: 'PUT', url: SandboxPaths.faults, headers, payload: { rules: [] } }))
          .statusCode,
      ).toBe(401);
      expect((await app.inject({ method: 'GET', url: SandboxPaths.faults, headers })).statusCode).toBe(401);
    }
    expect((await reset(controlHeaders(app))).statusCode).toBe(200);
  });

  test('a cross-site POST from another page is refused, even with the token', async () => {
    const refused = await reset({ ...controlHeaders(app), origin: 'https://evil.example' });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).status.description).toBe('FORBIDDEN');
    expect((await reset({ ...controlHeaders(app), origin: CONSOLE })).statusCode).toBe(200);
  });

  test('a Host that is not a loopback name (DNS rebinding) is refused, health included', async () => {
    for (const host of ['evil.example:4000', 'evil.example', '127.0.0.1.evil.example:4000']) {
      expect((await reset({ ...controlHeaders(app), host })).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: SandboxPaths.health, headers: { host } })).statusCode,
      ).toBe(403);
    }
    for (const host of ['localhost:4000', '127.0.0.1:4000', '[::1]:4000'])
      expect(
        (await app.inject({ method: 'GET', url: SandboxPaths.health, headers: { host } })).statusCode,
      ).toBe(200);
  });

  test("CORS answers the console's origin only, and never allows the control header", async () => {
    const preflight = (origin: string, headers = 'authorization') =>
      app.inject({
        method: 'OPTIONS',
        url: '/admin/api/v1/profile',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': headers,
        },
      });
    expect((await preflight(CONSOLE)).headers['access-control-allow-origin']).toBe(CONSOLE);
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const control = await preflight(CONSOLE, SANDBOX_CONTROL_HEADER);
    expect(String(control.headers['access-control-allow-headers'])).not.toContain(SANDBOX_CONTROL_HEADER);
    const answer = await app.inject({
      method: 'GET',
      url: '/admin/api/v1/profile',
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
