import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BookingPaths, ProfilePaths, type Profile } from '../../contract';
import { adminSandbox, multipart, pngImage, type AdminSandbox } from './support/business';

// Issue 31, large answers: the whole lists compressed as a gateway would, and 304 while unchanged.
describe('large answers', () => {
  let api: AdminSandbox;
  beforeAll(async () => {
    api = await adminSandbox();
  });
  afterAll(() => api.app.close());

  const list = (headers: Record<string, string> = {}, url: string = ProfilePaths.list) =>
    api.app.inject({ method: 'GET', url, headers: { ...api.authHeaders, ...headers } });

  test.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'answers %s to a client that accepts it, with the same list inside',
    async (encoding, decode) => {
      const plain = await list();
      expect(plain.headers['content-encoding']).toBeUndefined();
      const compressed = await list({ 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      const inside = JSON.parse(decode(compressed.rawPayload).toString('utf8'));
      expect(inside.data).toEqual(plain.json().data);
    },
  );

  test('prefers Brotli when both are accepted, as browsers send them', async () => {
    const answer = await list({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers['content-encoding']).toBe('br');
  });

  test('answers 304 with no body while the list is unchanged, and the new list after a write', async () => {
    const first = await list();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(String(first.headers.vary)).toContain('Accept-Language');

    const unchanged = await list({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);

    // The same list in the other language has another envelope, so another tag.
    const english = await list({ 'accept-language': 'en' });
    expect(english.headers.etag).not.toBe(etag);

    const customer = (first.json().data as Profile[]).find((profile) => profile.role === 'CUSTOMER')!;
    await api.send('PATCH', ProfilePaths.active(customer.profileId));
    const changed = await list({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  test('a list asked for while a write is still arriving (a photo upload) is not served after the write', async () => {
    const customer = (await list())
      .json()
      .data.find((profile: Profile) => profile.role === 'CUSTOMER') as Profile;
    const photo = multipart('image', pngImage(64, 64));
    // The upload's body comes in two parts; the list is asked for between them, once the upload's
    // handler is reading it, as the console's reload after another change can be.
    let reading = () => {};
    const handlerReads = new Promise<void>((resolve) => (reading = resolve));
    const body = new Readable({ read: () => reading() });
    body.push(photo.payload.subarray(0, 100));
    const upload = api.app.inject({
      method: 'POST',
      url: ProfilePaths.image(customer.profileId),
      headers: { ...api.authHeaders, ...photo.headers, 'content-length': String(photo.payload.length) },
      payload: body,
    });
    await handlerReads;
    const during = (await list())
      .json()
      .data.find((profile: Profile) => profile.profileId === customer.profileId);
    expect(during.image).toBe(customer.image);
    body.push(photo.payload.subarray(100));
    body.push(null);
    const uploaded = (await upload).json().data as Profile;
    expect(uploaded.image).not.toBe(customer.image);

    const after = (await list())
      .json()
      .data.find((profile: Profile) => profile.profileId === customer.profileId);
    expect(after.image).toBe(uploaded.image);
  });

  test('the booking lists carry their tag too', async () => {
    const first = await list({}, BookingPaths.acceptedPayment);
    expect(first.statusCode).toBe(200);
    expect(
      (await list({ 'if-none-match': String(first.headers.etag) }, BookingPaths.acceptedPayment)).statusCode,
    ).toBe(304);
  });
});
