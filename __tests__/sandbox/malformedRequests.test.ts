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
} from '../../contract';
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

  describe('a JSON call takes JSON only', () => {
    const createProfile = {
      firstName: 'ฟอร์ม',
      lastName: 'ทดสอบ',
      email: 'form.body@poolvilla.test',
      role: 'CUSTOMER',
    };
    const profiles = () => api.app.db.prepare('SELECT COUNT(*) FROM profiles').pluck().get() as number;
    const send = (url: string, contentType: string, payload: string, language = 'en', method = 'POST') =>
      api.app.inject({
        method: method as 'POST',
        url,
        payload,
        headers: { ...api.authHeaders, 'content-type': contentType, 'accept-language': language },
      });
    const unsupported = (response: { statusCode: number; json: () => unknown }) => {
      expect(response.statusCode).toBe(415);
      const { status } = response.json() as ApiEnvelope<null>;
      expect(status.description).toBe('UNSUPPORTED_MEDIA_TYPE');
      return status.message;
    };

    test('a form-encoded body is refused with 415, told about JSON, not images', async () => {
      const before = profiles();
      const form = new URLSearchParams(createProfile).toString();
      const english = unsupported(await send(ProfilePaths.create, 'application/x-www-form-urlencoded', form));
      expect(english).toContain('JSON');
      expect(english).not.toContain('PNG');
      const thai = unsupported(
        await send(ProfilePaths.create, 'application/x-www-form-urlencoded', form, 'th'),
      );
      expect(thai).toContain('JSON');
      expect(profiles()).toBe(before);
    });

    test('a multipart body is refused with 415 on a JSON call, even one without a body', async () => {
      const before = profiles();
      const fields = Object.entries(createProfile)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('');
      const multipartBody = `${fields}--${boundary}--\r\n`;
      const type = `multipart/form-data; boundary=${boundary}`;
      expect(unsupported(await send(ProfilePaths.create, type, multipartBody))).toContain('JSON');
      const someone = firstId("SELECT profile_id FROM profiles WHERE role = 'CUSTOMER'");
      const active = () =>
        api.app.db.prepare('SELECT active FROM profiles WHERE profile_id = ?').pluck().get(someone);
      const was = active();
      unsupported(await send(ProfilePaths.active(someone), type, multipartBody, 'en', 'PATCH'));
      expect(active()).toBe(was);
      expect(profiles()).toBe(before);
    });

    test('a plain-text body is refused with 415 as well', async () => {
      unsupported(
        await send(ProfilePaths.role(firstId('SELECT profile_id FROM profiles')), 'text/plain', 'ADMIN'),
      );
    });

    test('a lone UTF-16 surrogate is a 400 naming the field, not text stored as U+FFFD', async () => {
      const before = profiles();
      const lone = JSON.stringify(createProfile).replace('ฟอร์ม', 'ฟอร์ม\\ud800');
      const response = await send(ProfilePaths.create, 'application/json', lone);
      expect(response.statusCode).toBe(400);
      const { status } = response.json() as ApiEnvelope<null>;
      expect(status.description).toBe('VALIDATION_ERROR');
      expect(status.message).toContain('(firstName)');
      expect(profiles()).toBe(before);
      // A surrogate pair is a character like any other.
      const pair = JSON.stringify(createProfile).replace('ฟอร์ม', 'ฟอร์ม\\ud83c\\udf34');
      const created = await send(ProfilePaths.create, 'application/json', pair);
      expect(created.statusCode).toBe(201);
      expect((created.json() as ApiEnvelope<{ firstName: string }>).data.firstName).toBe('ฟอร์ม🌴');
    });

    test('a JSON body past the limit is 413, stating the JSON limit (10 MB), not the images’ 5 MB', async () => {
      const id = firstId('SELECT profile_id FROM profiles');
      const big = JSON.stringify({ location: 'x'.repeat(10 * 1024 * 1024) });
      for (const [language, limit] of [
        ['en', '10 MB'],
        ['th', '10MB'],
      ]) {
        const response = await send(ProfilePaths.byId(id), 'application/json', big, language, 'PUT');
        expect(response.statusCode).toBe(413);
        const { status } = response.json() as ApiEnvelope<null>;
        expect(status.description).toBe('PAYLOAD_TOO_LARGE');
        expect(status.message).toContain(limit);
        expect(status.message).not.toMatch(/5 ?MB/);
      }
    });
  });
});
