import { MAX_UPLOAD_BYTES } from '../../sandbox/app';
import {
  BookingPaths,
  PaymentPaths,
  ProfilePaths,
  PropertyPaths,
  type Booking,
  type PaymentRecord,
} from '../../contract';
import {
  adminSandbox,
  count,
  jpegImage,
  multipart,
  multipartWithoutFile,
  pdfDocument,
  pngImage,
  webpImage,
  type AdminSandbox,
} from './support/business';
import { insertProfile } from './support/sandbox';

/** An upload endpoint, the column its image goes to, and how to get a fresh target. */
interface Target {
  name: string;
  field: string;
  prepare: () => Promise<{ url: string; query?: Record<string, string>; stored: () => unknown }>;
}

describe('uploads', () => {
  let api: AdminSandbox;

  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  const images = () => count(api.app, 'SELECT COUNT(*) FROM images');
  const referenced = (imageId: string) =>
    count(
      api.app,
      `SELECT (SELECT COUNT(*) FROM profiles WHERE image_id = @id) + (SELECT COUNT(*) FROM property_types WHERE banner_image_id = @id)
            + (SELECT COUNT(*) FROM payments WHERE slip_image_id = @id OR admin_transfer_slip_id = @id)`,
      { id: imageId },
    ) > 0;
  const column = (sql: string, id: string) => () => api.app.db.prepare(sql).pluck().get(id);

  const targets: Target[] = [
    {
      name: 'profile image',
      field: 'image',
      prepare: async () => {
        const id = insertProfile(api.app);
        return {
          url: ProfilePaths.image(id),
          stored: column('SELECT image_id FROM profiles WHERE profile_id = ?', id),
        };
      },
    },
    {
      name: 'property type banner',
      field: 'image',
      prepare: async () => {
        const id = api.app.db
          .prepare('SELECT property_type_id FROM property_types LIMIT 1')
          .pluck()
          .get() as string;
        return {
          url: PropertyPaths.propertyTypeImage(id),
          stored: column('SELECT banner_image_id FROM property_types WHERE property_type_id = ?', id),
        };
      },
    },
    {
      name: 'transfer slip',
      field: 'file',
      prepare: async () => {
        const pending = (await api.get<Booking[]>(BookingPaths.nonAcceptedPayment)).data;
        const booking = pending.find(
          (item) =>
            (item.period1Status === 'ACCEPT' || item.period1Status === 'SUCCESS') && item.status !== 'CANCEL',
        );
        const bookingId = booking?.bookingId ?? '';
        const [period1] = (await api.get<PaymentRecord>(PaymentPaths.withPackagePrice, { bookingId })).data
          .paymentDetails;
        return {
          url: PaymentPaths.transferSlipToPartner,
          query: { paymentId: period1.paymentId, bookingId },
          stored: column(
            'SELECT admin_transfer_slip_id FROM payments WHERE payment_id = ?',
            period1.paymentId,
          ),
        };
      },
    },
  ];

  describe.each(targets)('$name', ({ field, prepare }) => {
    test.each([
      ['PNG', pngImage(), 'image/png'],
      ['JPEG', jpegImage, 'image/jpeg'],
      ['WebP', webpImage, 'image/webp'],
    ])(
      'accepts a %s, typed by its content, whatever its name and declared type',
      async (_kind, bytes, mime) => {
        const target = await prepare();
        const previous = target.stored() as string | null;
        const { statusCode } = await api.upload(
          target.url,
          multipart(field, bytes, 'document.pdf', 'application/pdf'),
          target.query,
        );
        expect(statusCode).toBe(200);
        expect(target.stored()).not.toBe(previous);
        // A replaced image is dropped once nothing points to it (seeded images are shared, so they stay).
        if (previous)
          expect(count(api.app, 'SELECT COUNT(*) FROM images WHERE image_id = ?', previous)).toBe(
            referenced(previous) ? 1 : 0,
          );
        const stored = api.app.db
          .prepare('SELECT mime, bytes FROM images WHERE image_id = ?')
          .get(target.stored()) as {
          mime: string;
          bytes: Buffer;
        };
        expect(stored.mime).toBe(mime);
        expect(stored.bytes.equals(bytes)).toBe(true);
      },
    );

    test('a PDF named .jpg and declared image/jpeg is 415, and nothing is stored', async () => {
      const target = await prepare();
      const [before, pointer] = [images(), target.stored()];
      const { statusCode, envelope } = await api.upload(
        target.url,
        multipart(field, pdfDocument, 'slip.jpg', 'image/jpeg'),
        target.query,
      );
      expect(statusCode).toBe(415);
      expect(envelope.status.description).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(images()).toBe(before);
      expect(target.stored()).toBe(pointer);
    });

    test('5 MB + 1 byte is 413, and nothing is stored', async () => {
      const target = await prepare();
      const [before, pointer] = [images(), target.stored()];
      const big = Buffer.concat([pngImage(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - pngImage().length)]);
      expect(big.length).toBe(MAX_UPLOAD_BYTES + 1);
      const { statusCode, envelope } = await api.upload(target.url, multipart(field, big), target.query);
      expect(statusCode).toBe(413);
      expect(envelope.status.description).toBe('PAYLOAD_TOO_LARGE');
      expect(images()).toBe(before);
      expect(target.stored()).toBe(pointer);
    });

    test('exactly 5 MB is accepted', async () => {
      const target = await prepare();
      const limit = Buffer.concat([pngImage(), Buffer.alloc(MAX_UPLOAD_BYTES - pngImage().length)]);
      const { statusCode } = await api.upload(target.url, multipart(field, limit), target.query);
      expect(statusCode).toBe(200);
    });

    test('a missing file is 400 naming the field, and nothing is stored', async () => {
      const target = await prepare();
      const [before, pointer] = [images(), target.stored()];
      for (const part of [
        multipartWithoutFile(field),
        multipart(field === 'file' ? 'image' : 'file', pngImage()),
        multipart(field, Buffer.alloc(0)),
      ]) {
        const { statusCode, envelope } = await api.upload(target.url, part, target.query);
        expect(statusCode).toBe(400);
        expect(envelope.status.message).toContain(field);
      }
      const json = await api.send('POST', `${target.url}?${new URLSearchParams(target.query)}`, {
        [field]: 'x',
      });
      expect(json.statusCode).toBe(400);
      expect(images()).toBe(before);
      expect(target.stored()).toBe(pointer);
    });
  });
});
