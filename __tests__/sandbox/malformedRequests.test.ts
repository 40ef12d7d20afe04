/**
 * Requests the sandbox cannot read: every failure is a 4xx in the envelope, with the CORS headers,
 * never a bare 500 or Fastify's own answer.
 */
import {
  BookingPaths,
  PaymentPaths,
  ProfilePaths,
  PropertyPaths,
  type ApiEnvelope,
} from '../../src/services/contract';
import { adminSandbox, type AdminSandbox } from './support/business';

const CONSOLE_ORIGIN = 'http://localhost:8080';

describe('requests the sandbox cannot read', () => {
  let api: AdminSandbox;
  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  const boundary = '----poolvilla-malformed';
  const bodies: Array<[string, string]> = [
    [
      'no closing boundary',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`,
    ],
    ['a preamble only', 'just some text, no parts at all'],
    ['cut-off part headers', `--${boundary}\r\nContent-Disposition: form-da`],
  ];
  /** Each upload route, at a target that exists: only the body is wrong. */
  const uploads: Array<[string, () => string]> = [
    ['profile image', () => ProfilePaths.image(firstId('SELECT profile_id FROM profiles'))],
    [
      'property type banner',
      () => PropertyPaths.propertyTypeImage(firstId('SELECT property_type_id FROM property_types')),
    ],
    [
      'transfer slip',
      () => {
        const { paymentId, bookingId } = api.app.db
          .prepare(
            'SELECT payment_id AS paymentId, booking_id AS bookingId FROM payments WHERE period = 1 LIMIT 1',
          )
          .get() as { paymentId: string; bookingId: string };
        return `${PaymentPaths.transferSlipToPartner}?paymentId=${paymentId}&bookingId=${bookingId}`;
      },
    ],
  ];
  const firstId = (sql: string) => api.app.db.prepare(`${sql} LIMIT 1`).pluck().get() as string;

  describe.each(uploads)('%s', (_name, urlOf) => {
    test.each(bodies)('a multipart body with %s is 400 in the envelope', async (_kind, body) => {
      const response = await api.app.inject({
        method: 'POST',
        url: urlOf(),
        payload: body,
        headers: {
          ...api.authHeaders,
          origin: CONSOLE_ORIGIN,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      expect(response.statusCode).toBe(400);
      const envelope = response.json() as ApiEnvelope<null>;
      expect(envelope.status.code).toBe(400);
      expect(envelope.status.description).toBe('VALIDATION_ERROR');
    });
  });

  it('an id longer than the server takes is a 4xx in the envelope, with the CORS headers', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: ProfilePaths.byId('x'.repeat(5000)),
      headers: { ...api.authHeaders, origin: CONSOLE_ORIGIN },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const envelope = response.json() as ApiEnvelope<null>;
    expect(envelope.status.code).toBe(response.statusCode);
    expect(response.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
  });

  describe('a query parameter is read once, as sent', () => {
    test.each([
      [`${ProfilePaths.search}?role[]=ADMIN`, 'role[]'],
      [`${ProfilePaths.search}?role=ADMIN&role=PARTNER`, 'role'],
      [`${ProfilePaths.search}?keyword=a&keyword=b`, 'keyword'],
      [`${BookingPaths.walkInSearch}?status[]=ACCEPT`, 'status[]'],
      [`${PropertyPaths.propertiesSearch}?approved=true&approved=false`, 'approved'],
      [`${PaymentPaths.all}?bookingId[]=x`, 'bookingId'],
    ])('%s is a 400 naming %s, not a filter dropped or picked', async (url, field) => {
      const response = await api.app.inject({
        method: 'GET',
        url,
        headers: { ...api.authHeaders, 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(400);
      const envelope = response.json() as ApiEnvelope<null>;
      expect(envelope.status.description).toBe('VALIDATION_ERROR');
      expect(envelope.status.message).toContain(`(${field}`);
    });
  });
});
