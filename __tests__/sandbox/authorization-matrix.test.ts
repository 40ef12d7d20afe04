import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import {
  AuditPaths,
  BookingPaths,
  LocationPaths,
  PartnerPaths,
  PaymentPaths,
  ProfilePaths,
  PropertyPaths,
  PayoutBatchPaths,
  TrendPaths,
  WorkQueuePaths,
  type ApiEnvelope,
} from '../../contract';
import { isPublicRoute } from '../../sandbox/auth';
import { makeSandbox, ensureAccounts } from './support/sandbox';
import { SEEDED, authHeader, decodeAccessToken, mintToken, signIn } from './support/auth';

/**
 * Every admin path of spec section 7 (and the ones the contract adds) × every kind of caller. The
 * ids are dummies: the guard must answer before any handler looks at them.
 */
const id = 'matrix-dummy-id';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const adminRoutes: Array<[Method, string]> = [
  ['GET', ProfilePaths.list],
  ['POST', ProfilePaths.create],
  ['GET', `${ProfilePaths.search}?role=ADMIN&keyword=a`],
  ['GET', ProfilePaths.byId(id)],
  ['PUT', ProfilePaths.byId(id)],
  ['PATCH', ProfilePaths.active(id)],
  ['DELETE', ProfilePaths.remove(id)],
  ['POST', ProfilePaths.image(id)],
  ['POST', ProfilePaths.role(id)],
  ['GET', PartnerPaths.pendingRoleChange],
  ['GET', PartnerPaths.withoutProperties],
  ['PUT', PartnerPaths.approve(id)],
  ['PUT', PartnerPaths.reject(id)],
  ['GET', PartnerPaths.byId(id)],
  ['PUT', PartnerPaths.byId(id)],
  ['DELETE', PartnerPaths.byId(id)],
  ['PATCH', PartnerPaths.updateRoleToPartner(id)],
  ['DELETE', PartnerPaths.deleteProfilePartner(id)],
  ['GET', PropertyPaths.adminWithOwner],
  ['GET', PropertyPaths.property(id)],
  ['PUT', PropertyPaths.property(id)],
  ['DELETE', PropertyPaths.property(id)],
  ['GET', PropertyPaths.propertyType(id)],
  ['PUT', PropertyPaths.propertyType(id)],
  ['DELETE', PropertyPaths.propertyType(id)],
  ['PATCH', PropertyPaths.approve(id)],
  ['PATCH', PropertyPaths.active(id)],
  ['PATCH', PropertyPaths.maintenance(id)],
  ['POST', PropertyPaths.propertyTypeImage(id)],
  ['GET', `${PropertyPaths.propertiesSearch}?keyword=a&approved=true`],
  ['GET', `${PropertyPaths.propertySearch}?keyword=a`],
  ['GET', PropertyPaths.propertyInfo],
  ['GET', LocationPaths.all],
  ['GET', BookingPaths.acceptedPayment],
  ['GET', `${BookingPaths.acceptedPaymentSearch}?keyword=a`],
  ['GET', BookingPaths.nonAcceptedPayment],
  ['GET', `${BookingPaths.nonAcceptedPaymentSearch}?keyword=a`],
  ['GET', BookingPaths.walkIn],
  ['GET', `${BookingPaths.walkInSearch}?keyword=a`],
  ['GET', `${PaymentPaths.withPackagePrice}?bookingId=${id}`],
  ['GET', `${PaymentPaths.walkIn}?bookingId=${id}`],
  ['GET', `${PaymentPaths.all}?bookingId=${id}`],
  ['POST', `${PaymentPaths.transferSlipToPartner}?paymentId=${id}&bookingId=${id}`],
  ['POST', PaymentPaths.transferSlipBatch],
  ['GET', `${AuditPaths.log}?targetId=${id}`],
  ['GET', WorkQueuePaths.counts],
  ['GET', `${TrendPaths.bookings}?today=2026-12-08`],
  ['GET', PayoutBatchPaths.batches],
  ['POST', PayoutBatchPaths.batches],
  ['GET', PayoutBatchPaths.byId(id)],
  ['POST', PayoutBatchPaths.approve(id)],
  ['POST', PayoutBatchPaths.sendBack(id)],
  ['POST', `${PayoutBatchPaths.slips(id)}?ownerProfileId=${id}`],
  ['GET', PayoutBatchPaths.settings],
  ['PUT', PayoutBatchPaths.settings],
];

type Caller = 'no token' | 'malformed' | 'forged' | 'expired' | 'customer' | 'partner' | 'admin';
const refusals: Array<[Caller, number, string]> = [
  ['no token', 401, 'UNAUTHORIZED'],
  ['malformed', 401, 'UNAUTHORIZED'],
  ['forged', 401, 'UNAUTHORIZED'],
  ['expired', 401, 'UNAUTHORIZED'],
  ['customer', 403, 'FORBIDDEN'],
  ['partner', 403, 'FORBIDDEN'],
];

let app: FastifyInstance;
const headers = {} as Record<Caller, Record<string, string>>;

beforeAll(async () => {
  app = await makeSandbox();
  ensureAccounts(app);
  const admin = await signIn(app, SEEDED.admin);
  const forged = await new SignJWT(decodeAccessToken(admin.accessToken) as unknown as Record<string, unknown>)
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('not-the-sandbox-secret-not-the-sandbox-secret'));
  headers['no token'] = {};
  headers.malformed = { authorization: 'Bearer not-a-token' };
  headers.forged = authHeader(forged);
  headers.expired = authHeader(await mintToken(app, SEEDED.admin, -60));
  headers.customer = authHeader(await mintToken(app, SEEDED.customer));
  headers.partner = authHeader(await mintToken(app, SEEDED.partner));
  headers.admin = authHeader(admin.accessToken);
}, 120_000);
afterAll(() => app.close());

const call = (method: Method, url: string, caller: Caller) =>
  app.inject({
    method,
    url,
    headers: { ...headers[caller], 'content-type': 'application/json' },
    payload: method === 'GET' ? undefined : '{}',
  });

describe.each(adminRoutes)('%s %s', (method, url) => {
  test.each(refusals)('%s → %i %s', async (caller, status, description) => {
    const response = await call(method, url, caller);
    expect(response.statusCode).toBe(status);
    const envelope = response.json() as ApiEnvelope<null>;
    expect(envelope.status.code).toBe(status);
    expect(envelope.status.description).toBe(description);
    expect(envelope.data).toBeNull();
  });

  test('admin → neither 401 nor 403', async () => {
    const response = await call(method, url, 'admin');
    expect([401, 403]).not.toContain(response.statusCode);
  });
});

test('the matrix covers every guarded route the sandbox registers', async () => {
  await app.ready();
  const registered = parseRoutes(app.printRoutes({ commonPrefix: false }));
  expect(registered.length).toBeGreaterThan(30);
  const covered = new Set(adminRoutes.map(([method, url]) => `${method} ${url.split('?')[0]}`));
  const routePattern = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);
  const missing = registered
    .filter(({ path }) => !isPublicRoute(path) && path !== '*')
    .flatMap(({ path, methods }) =>
      methods
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .filter(
          (method) =>
            ![...covered].some(
              (entry) =>
                entry.startsWith(`${method} `) && routePattern(path).test(entry.slice(method.length + 1)),
            ),
        )
        .map((method) => `${method} ${path}`),
    );
  expect(missing).toEqual([]);
});

test('public routes stay public: provider pages, images, control paths and sign-in need no token', async () => {
  expect((await app.inject({ method: 'GET', url: '/__sandbox/health' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/images/api/v1/profile/none' })).statusCode).not.toBe(401);
  expect((await app.inject({ method: 'GET', url: '/oauth/line/authorize' })).statusCode).toBe(400);
  expect(
    (
      await app.inject({
        method: 'POST',
        url: '/authen/api/v1/refresh-token',
        payload: { refreshToken: 'x' },
      })
    ).json(),
  ).toMatchObject({
    status: { description: 'INVALID_REFRESH_TOKEN' },
  });
});

/** Reads `printRoutes({ commonPrefix: false })`: one route per line, children indented under parents. */
function parseRoutes(tree: string): Array<{ path: string; methods: string[] }> {
  const routes: Array<{ path: string; methods: string[] }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    if (match[3]) routes.push({ path, methods: match[3].split(',').map((m) => m.trim()) });
  }
  return routes;
}
