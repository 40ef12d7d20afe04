/**
 * The console's tests run against the real sandbox, in process: MSW intercepts every request to
 * the test API base and hands it to the sandbox's Fastify app with `inject`. A fresh sandbox (in-memory
 * database, default seed) per test file. Per-test handlers (`server.use`) only force what the
 * sandbox would not do by itself: a specific failure, a malformed answer, a slow reply.
 */
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { buildSandbox } from '../../sandbox/app';
import { AuthPaths, type ApiEnvelope, type Tokens } from '../../contract';
import { TEST_API, testConfig } from './testConfig';
import { SANDBOX_CONTROL_HEADER, SandboxPaths, type FaultRule } from '../../sandbox/control/schemas';

/** The redirect target the sandbox accepts for the tests' simulated sign-ins (the test DOM's origin). */
export const TEST_REDIRECT_URI = 'http://localhost/login';

export const seededAccounts = {
  admin: 'admin@poolvilla.test',
  partner: 'partner@poolvilla.test',
  customer: 'customer@poolvilla.test',
} as const;

/** Every request the sandbox answered, in order: what tests count (e.g. refresh calls). */
export interface SeenRequest {
  method: string;
  path: string;
  /** The query string's values, as the sandbox read them. */
  query: URLSearchParams;
  headers: Headers;
}

const HOP_BY_HOP = new Set(['connection', 'transfer-encoding', 'keep-alive']);

export interface SandboxHarness {
  readonly app: FastifyInstance;
  readonly server: ReturnType<typeof setupServer>;
  readonly requests: SeenRequest[];
  /** Requests seen so far to a path (query string ignored), optionally of one method. */
  count: (path: string, method?: string) => number;
  /** Real tokens for a seeded account, through the simulated LINE page and the login exchange. */
  tokensFor: (email: string) => Promise<Tokens>;
  /** Installs sandbox faults (e.g. expired tokens for some paths). */
  setFaults: (rules: FaultRule[]) => Promise<void>;
}

/** Call at the top of a test file. */
export function useSandbox(options: Partial<Parameters<typeof buildSandbox>[0]> = {}): SandboxHarness {
  let app: FastifyInstance | null = null;
  const requests: SeenRequest[] = [];

  const server = setupServer(
    http.all(`${TEST_API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      requests.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
      });
      const payload = ['GET', 'HEAD'].includes(request.method)
        ? undefined
        : Buffer.from(await request.arrayBuffer());
      const answer = await harness.app.inject({
        method: request.method as 'GET',
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        payload,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value === undefined || HOP_BY_HOP.has(name)) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
      }
      const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload;
      return new HttpResponse(body, { status: answer.statusCode, headers });
    }),
  );

  const harness: SandboxHarness = {
    get app() {
      if (!app) throw new Error('The sandbox is used outside a test.');
      return app;
    },
    server,
    requests,
    count: (path, method) =>
      requests.filter((seen) => seen.path === path && (!method || seen.method === method)).length,
    tokensFor: async (email) => {
      const state = `l${Math.random().toString(16).slice(2)}`;
      const form = new URLSearchParams({
        response_type: 'code',
        client_id: testConfig.line.clientId,
        redirect_uri: TEST_REDIRECT_URI,
        state,
        scope: 'profile',
        account: email,
      });
      const picked = await harness.app.inject({
        method: 'POST',
        url: SandboxPaths.lineAuthorize,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      const location = picked.headers.location;
      if (picked.statusCode !== 302 || typeof location !== 'string') {
        throw new Error(
          `The simulated LINE page did not redirect (${picked.statusCode}): ${picked.body.slice(0, 200)}`,
        );
      }
      const code = new URL(location).searchParams.get('code');
      const exchange = await harness.app.inject({
        method: 'POST',
        url: AuthPaths.login('lineWeb'),
        payload: { code },
      });
      const answer = exchange.json<ApiEnvelope<Tokens>>();
      if (answer.status.code !== 200)
        throw new Error(`The login exchange failed: ${answer.status.description}`);
      return answer.data;
    },
    setFaults: async (rules) => {
      const answer = await harness.app.inject({
        method: 'PUT',
        url: SandboxPaths.faults,
        headers: { [SANDBOX_CONTROL_HEADER]: harness.app.sandbox.controlToken },
        payload: { rules },
      });
      if (answer.statusCode !== 200) throw new Error(`The faults were refused: ${answer.body}`);
    },
  };

  beforeAll(async () => {
    app = await buildSandbox({
      dbFile: ':memory:',
      seed: 'default',
      redirectUris: [TEST_REDIRECT_URI],
      authRateLimit: 0,
      // The console's tests call as fast as the machine goes, all from one address.
      apiRateLimit: 0,
      ...options,
    });
    await app.ready();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(async () => {
    server.close();
    await app?.close();
  });
  return harness;
}
