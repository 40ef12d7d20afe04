import { ImagePaths, ProfilePaths, type Profile } from '../../contract';
import { adminSandbox, multipart, pngImage, webpImage, type AdminSandbox } from './support/business';
import { insertProfile } from './support/sandbox';

describe('images', () => {
  let api: AdminSandbox;

  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  /** A plain <img>: no token. */
  const fetchImage = (url: string) => api.app.inject({ method: 'GET', url });
  const seeded = (kind: string) =>
    api.app.db.prepare('SELECT image_id, mime, bytes FROM images WHERE kind = ? LIMIT 1').get(kind) as {
      image_id: string;
      mime: string;
      bytes: Buffer;
    };

  test.each([
    ['profile', ImagePaths.profile],
    ['property', ImagePaths.property],
    ['payment', ImagePaths.payment],
  ] as const)('%s images are served without a token, with safe headers', async (kind, path) => {
    const image = seeded(kind);
    const response = await fetchImage(path(image.image_id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.rawPayload.equals(image.bytes)).toBe(true);
  });

  test('an uploaded image is served with the type found in its content', async () => {
    const id = insertProfile(api.app);
    const { data } = await api.upload<Profile>(
      ProfilePaths.image(id),
      multipart('image', webpImage, 'photo.png', 'image/png'),
    );
    const response = await fetchImage(ImagePaths.profile(data.image ?? ''));
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.equals(webpImage)).toBe(true);
  });

  test('unknown ids, and ids of another kind, are 404 in the envelope', async () => {
    const payment = seeded('payment');
    for (const url of [
      ImagePaths.profile('AAAAAAAAAAAAAAAAAAAAAA'),
      ImagePaths.profile(payment.image_id),
      ImagePaths.property("' OR 1=1 --"),
    ]) {
      const response = await fetchImage(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ status: { code: 404, description: 'NOT_FOUND' }, data: null });
    }
  });

  test('ids are 128 random bits, url-safe, and differ per upload', async () => {
    const all = api.app.db.prepare('SELECT image_id FROM images').pluck().all() as string[];
    for (const id of all) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
    const id = insertProfile(api.app);
    const first = await api.upload<Profile>(ProfilePaths.image(id), multipart('image', pngImage()));
    const second = await api.upload<Profile>(ProfilePaths.image(id), multipart('image', pngImage()));
    expect(first.data.image).not.toBe(second.data.image);
  });
});
