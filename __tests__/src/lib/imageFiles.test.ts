import { File as NodeFile } from 'node:buffer';
import { mayCarryExif, sniffImageType, imageFileProblem } from '../../../src/lib/imageFiles';
import { jpegBytes, pngBytes } from '../../support/imageBytes';

// Node's File (the test DOM's cannot read its bytes back): browsers have one kind.
const file = (bytes: number[] | Uint8Array, name: string, type: string) =>
  new NodeFile([bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)], name, {
    type,
  }) as unknown as File;

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00];
const PDF = [...Buffer.from('%PDF-1.7\n%âãÏÓ')];
const WEBP = [...Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ')];

describe('the slip file checks', () => {
  it('knows JPEG and PNG by their first bytes', async () => {
    expect(await sniffImageType(file(JPEG, 'a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(await sniffImageType(file(PNG, 'a.png', 'image/png'))).toBe('image/png');
  });

  it('trusts neither the name nor the declared type', async () => {
    expect(await imageFileProblem(file(PDF, 'slip.jpg', 'image/jpeg'))).toBe('unsupportedType');
    expect(await imageFileProblem(file(JPEG, 'slip.pdf', 'application/pdf'))).toBeNull();
    expect(await imageFileProblem(file(PNG, 'slip', ''))).toBeNull();
  });

  it('refuses WebP, GIF, empty and truncated files', async () => {
    expect(await imageFileProblem(file(WEBP, 'a.webp', 'image/webp'))).toBe('unsupportedType');
    expect(await imageFileProblem(file([...Buffer.from('GIF89a')], 'a.gif', 'image/gif'))).toBe(
      'unsupportedType',
    );
    expect(await imageFileProblem(file([], 'empty.jpg', 'image/jpeg'))).toBe('unsupportedType');
    expect(await imageFileProblem(file([0xff, 0xd8], 'cut.jpg', 'image/jpeg'))).toBe('unsupportedType');
    expect(await imageFileProblem(file(PNG.slice(0, 7), 'cut.png', 'image/png'))).toBe('unsupportedType');
  });

  it('asks for a file when none is chosen', async () => {
    expect(await imageFileProblem(null)).toBe('noFile');
    expect(await imageFileProblem(undefined)).toBe('noFile');
  });

  it("takes a photo over the API's 5 MB: it is compressed before anything is sent", async () => {
    const phonePhoto = new Uint8Array(8 * 1024 * 1024);
    phonePhoto.set(JPEG);
    expect(await imageFileProblem(file(phonePhoto, 'IMG_0001.jpg', 'image/jpeg'))).toBeNull();
  });

  it('tells images carrying EXIF (JPEG APP1, PNG eXIf) from clean ones, and counts an unreadable one as carrying it', async () => {
    expect(await mayCarryExif(file(jpegBytes(), 'a.jpg', 'image/jpeg'))).toBe(false);
    expect(await mayCarryExif(file(jpegBytes({ exif: true }), 'a.jpg', 'image/jpeg'))).toBe(true);
    expect(await mayCarryExif(file(pngBytes(), 'a.png', 'image/png'))).toBe(false);
    expect(await mayCarryExif(file(pngBytes({ exif: true }), 'a.png', 'image/png'))).toBe(true);
    expect(await mayCarryExif(file(JPEG, 'cut.jpg', 'image/jpeg'))).toBe(true);
    expect(await mayCarryExif(file(PNG, 'cut.png', 'image/png'))).toBe(true);
    expect(await mayCarryExif(file(PDF, 'a.pdf', 'application/pdf'))).toBe(true);
  });
});
