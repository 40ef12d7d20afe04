import type { FastifyInstance } from 'fastify';
import { ContractPaths, ProfilePaths, type ApiEnvelope } from '../../contract';
import { authHeader, signIn } from './support/auth';
import { makeSandbox } from './support/sandbox';

describe("the API's rate limit", () => {
  let app: FastifyInstance;
  let token: string;

  beforeEach(async () => {
    app = await makeSandbox({ apiRateLimit: 4 });
    token = (await signIn(app)).accessToken;
  });
  afterEach(() => app.close());

  const call = (url: string, headers: Record<string, string> = authHeader(token)) =>
    app.inject({ method: 'GET', url, headers });

  test('every answer of a call says the limit, 401 included; past it 429 RATE_LIMITED says when to come back', async () => {
    const answers = [
      await call(ProfilePaths.list),
      await call(ProfilePaths.byId('no-such-profile')),
      await call(ProfilePaths.list, {}),
      await call(`${ProfilePaths.search}?role=WIZARD`),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 401, 400]);
    answers.forEach((answer, index) => {
      expect(answer.headers['x-ratelimit-limit']).toBe('4');
      expect(answer.headers['x-ratelimit-remaining']).toBe(String(3 - index));
      expect(Number(answer.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    });

    const refused = await call(ProfilePaths.list);
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as ApiEnvelope<null>).status.description).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  test("sign-in keeps its own limit, and the sandbox's own paths and the contract have none", async () => {
    for (let i = 0; i < 4; i += 1) await call(ProfilePaths.list);
    expect((await call(ProfilePaths.list)).statusCode).toBe(429);
    // A new sign-in is not refused by the calls' limit.
    await expect(signIn(app)).resolves.toHaveProperty('accessToken');
    for (const url of ['/__sandbox/health', ContractPaths.openapi]) {
      const answer = await app.inject({ method: 'GET', url });
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  test('0 turns it off', async () => {
    const unlimited = await makeSandbox({ apiRateLimit: 0 });
    const { accessToken } = await signIn(unlimited);
    for (let i = 0; i < 6; i += 1) {
      const answer = await unlimited.inject({
        method: 'GET',
        url: ProfilePaths.list,
        headers: authHeader(accessToken),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
    }
    await unlimited.close();
  });
});
