/**
 * The published contract: OpenAPI 3.1 at /openapi.json and its reference page at /docs, both
 * public, with the sandbox's CORS and envelope behaviour unchanged around them.
 */
import fs from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import {
  AuditPaths,
  AuthPaths,
  BookingPaths,
  ContractPaths,
  ImagePaths,
  LocationPaths,
  PartnerPaths,
  PaymentPaths,
  ProfilePaths,
  PropertyPaths,
  PayoutBatchPaths,
  TrendPaths,
  WorkQueuePaths,
  type PathWithParameter,
} from '../../contract';
import { CONTRACT_FILE, contractText } from '../../scripts/contract';
import { makeSandbox } from './support/sandbox';
import { SandboxPaths } from '../../sandbox/control/schemas';

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { links?: Record<string, { operationId: string }> }>;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const CONSOLE_ORIGIN = 'http://localhost:8080';
/** A route pattern (`/profile/:id`) as OpenAPI writes it (`/profile/{id}`). */
const openapiPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');
/** A group's paths as the document names them: each plain path, and each pattern of a path with an id. */
const constantsOf = (paths: object) =>
  Object.values(paths).map((value: string | PathWithParameter) =>
    openapiPath(typeof value === 'string' ? value : value.route),
  );

describe('the published contract', () => {
  let app: FastifyInstance;
  let doc: Document;
  beforeAll(async () => {
    app = await makeSandbox({ seed: 'none' });
    doc = (await app.inject({ method: 'GET', url: ContractPaths.openapi })).json() as Document;
  });
  afterAll(() => app.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  test('OpenAPI 3.1 describes every path of the contract, and none of the sandbox’s own', () => {
    expect(doc.openapi).toBe('3.1.0');
    const expected = [
      AuthPaths.login('lineWeb'),
      AuthPaths.login('appleWeb'),
      AuthPaths.refreshToken,
      AuthPaths.logout,
      ...[
        ProfilePaths,
        PartnerPaths,
        PropertyPaths,
        LocationPaths,
        BookingPaths,
        PaymentPaths,
        ImagePaths,
        AuditPaths,
        WorkQueuePaths,
        TrendPaths,
        PayoutBatchPaths,
      ].flatMap(constantsOf),
    ];
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(expected)].sort());
    expect(
      Object.keys(doc.paths).some((path) => path.startsWith('/__sandbox') || path.startsWith('/oauth')),
    ).toBe(false);
  });

  test('admin calls name the bearer token and their 401 and 403; public ones need no token', () => {
    for (const { path, operation } of operations()) {
      const admin = !path.startsWith('/images/') && !path.includes('/authen/');
      expect([path, Boolean(operation.security)]).toEqual([path, admin]);
      if (admin) expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  test('operation ids are unique, and every link leads to one', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const links = operations().flatMap(({ operation }) =>
      Object.values(operation.responses).flatMap((response) => Object.values(response.links ?? {})),
    );
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(ids).toContain(link.operationId);
  });

  test('the named schemas are components', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'ApiStatus200',
        'ApiStatus404',
        'Profile',
        'Property',
        'PendingBooking',
        'TransferredBooking',
        'WalkInBooking',
        'PaymentRecord',
      ]),
    );
  });

  test('answers that mean nothing are outside it: a mock made from it answers like a real API', () => {
    const ajv = addFormats(new Ajv2020({ strict: false, multipleOfPrecision: 6 }));
    ajv.addSchema(doc, 'contract');
    const valid = (component: string, value: unknown) =>
      ajv.validate(`contract#/components/schemas/${component}`, value);
    const booking = {
      bookingId: 'b-1',
      bookingCode: 'PV-2026-000001',
      status: 'CONFIRM',
      firstName: 'สมหญิง',
      lastName: null,
      email: null,
      lineId: null,
      walkIn: false,
      propertyName: 'บ้านริมทะเล',
      propertyTypeName: null,
      propertyTypeCode: null,
      packagePrice: 5990,
      totalPrice: 6490.5,
      earnestMoney: 1947.15,
      image: null,
      checkinDate: '2026-12-24',
      createDate: '2026-11-28T03:00:00.000Z',
    };
    expect(valid('PendingBooking', booking)).toBe(true);
    for (const [field, value] of [
      ['totalPrice', -49_700_047.01],
      ['totalPrice', 12.345],
      ['earnestMoney', 1e12],
      ['status', 'REFUNDED'],
      ['checkinDate', 'tomorrow'],
      ['createDate', '28/11/2026'],
      ['bookingId', 'a b/c'],
      ['bookingCode', ' '],
      ['checkinDate', null],
      ['commissionAmount', null],
    ] as const) {
      expect([field, value, valid('PendingBooking', { ...booking, [field]: value })]).toEqual([
        field,
        value,
        false,
      ]);
    }
    // What each list's name makes true of its bookings.
    const paid = { ...booking, period1Amount: 1947.15, period1Status: 'ACCEPT', transferred: true };
    expect(valid('TransferredBooking', paid)).toBe(true);
    expect(valid('TransferredBooking', { ...paid, period1Status: 'PENDING' })).toBe(false);
    expect(valid('TransferredBooking', { ...paid, period1Status: null })).toBe(false);
    expect(valid('PendingBooking', paid)).toBe(false);
    expect(valid('PendingBooking', { ...paid, transferred: false })).toBe(true);
    expect(valid('PendingBooking', { ...booking, walkIn: true })).toBe(false);
    expect(valid('WalkInBooking', { ...booking, walkIn: true, period1Status: null })).toBe(true);
    expect(valid('WalkInBooking', booking)).toBe(false);
    const status = { code: 200, title: 'OK', message: '', description: 'OK', transactionId: 't' };
    expect(valid('ApiStatus200', status)).toBe(true);
    expect(valid('ApiStatus200', { ...status, code: -13_954_852 })).toBe(false);
    expect(valid('ApiStatus404', status)).toBe(false);
    const counters = { totalBooking: 10, todayBooking: 0, propertyCount: 3, members: 12 };
    expect(valid('DashboardInfo', counters)).toBe(true);
    expect(valid('DashboardInfo', { ...counters, totalBooking: -79_661_080 })).toBe(false);
    expect(valid('DashboardInfo', { ...counters, members: 1e12 })).toBe(false);
    const type = {
      propertyTypeId: 't-1',
      propertyTypeName: null,
      code: null,
      banner: null,
      startPrice: null,
      approved: true,
      active: true,
      maintenance: false,
      updateDate: null,
    };
    expect(valid('PropertyType', { ...type, maxPeople: 12 })).toBe(true);
    expect(valid('PropertyType', { ...type, maxPeople: 34_007_809 })).toBe(false);
    expect(valid('PropertyType', { ...type, maxPeople: 0 })).toBe(false);
    const commission = (percent: number) =>
      valid('BookingDetails', {
        bookingId: 'b-1',
        bookingCode: null,
        firstName: null,
        lastName: null,
        checkinDate: null,
        checkoutDate: null,
        phoneNumber: null,
        email: null,
        bookingStatus: 'SUCCESS',
        packagePrice: null,
        extraBedPrice: null,
        totalPrice: null,
        commissionOnline: percent,
        feeOnline: 3,
        commissionAmount: null,
        feeAmount: null,
      });
    expect(commission(10)).toBe(true);
    expect(commission(97_185_067.3)).toBe(false);
    const auditPage = { entries: [], total: 0, page: 1, size: 50 };
    expect(valid('AuditLogPage', auditPage)).toBe(true);
    expect(valid('AuditLogPage', { ...auditPage, total: -4_143_221 })).toBe(false);
    expect(valid('AuditLogPage', { ...auditPage, page: 0 })).toBe(false);
  });

  test('/openapi.json and /docs are public, with the CORS headers', async () => {
    for (const url of [ContractPaths.openapi, ContractPaths.docs, `${ContractPaths.docs}/json`]) {
      const response = await app.inject({ method: 'GET', url, headers: { origin: CONSOLE_ORIGIN } });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
    }
    const page = await app.inject({ method: 'GET', url: `${ContractPaths.docs}/` });
    expect(page.headers['content-type']).toContain('text/html');
  });

  test('/docs is framed by no page and sniffed by no browser, under a CSP that lets Swagger UI run', async () => {
    for (const url of [
      ContractPaths.docs,
      `${ContractPaths.docs}/`,
      `${ContractPaths.docs}/static/index.html`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.headers['x-frame-options']]).toEqual([url, 'DENY']);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      // Scripts of its own origin only (any inline one by its hash); plain http is not upgraded.
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')* ?;/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      // Nothing from another origin (Swagger UI's styles, fonts and images are its own).
      expect(csp).not.toContain('https:');
    }
  });

  test('around them, the API answers as before: unknown paths 404 and admin paths 401 in the envelope', async () => {
    const unknown = await app.inject({ method: 'GET', url: `${ContractPaths.docs}/static/no-such-file.js` });
    expect(unknown.statusCode).toBe(404);
    const missing = await app.inject({ method: 'GET', url: '/openapi.yaml' });
    expect(missing.json()).toMatchObject({ status: { code: 404, description: 'NOT_FOUND' } });
    const guarded = await app.inject({ method: 'GET', url: ProfilePaths.list });
    expect(guarded.json()).toMatchObject({ status: { code: 401, description: 'UNAUTHORIZED' } });
    const health = await app.inject({ method: 'GET', url: SandboxPaths.health });
    expect(health.statusCode).toBe(200);
  });

  test('the committed contract/openapi.json is what the code produces (`npm run contract` writes it)', async () => {
    const text = await contractText();
    expect(JSON.parse(text)).toEqual(doc);
    expect(fs.readFileSync(CONTRACT_FILE, 'utf8')).toBe(text);
  });
});
