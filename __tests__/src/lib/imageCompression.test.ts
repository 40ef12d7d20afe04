import { File as NodeFile } from 'node:buffer';
import {
  compressImage,
  MAX_IMAGE_BYTES,
  MIN_IMAGE_DIMENSION,
  ImageTooLargeError,
  type CompressImage,
  type CompressionPass,
} from '../../../src/lib/imageCompression';
import { jpegBytes, pngBytes } from '../../support/imageBytes';

// The test DOM's File does not take Node's Blob (the environment's) as content: use Node's File, as browsers have one kind.
Object.defineProperty(globalThis, 'File', { configurable: true, value: NodeFile });

/**
 * A fake canvas: the image is drawn at its natural size fitted into the pass's box (as compressorjs
 * does), and the output size follows the drawn area and the quality like a JPEG would.
 */
function fakeCanvas(natural: { width: number; height: number }, bytesPerPixelAtFullQuality: number) {
  const calls: CompressionPass[] = [];
  const compress: CompressImage = async (_image, pass) => {
    calls.push(pass);
    const scale = Math.min(1, pass.maxDimension / Math.max(natural.width, natural.height));
    const width = Math.round(natural.width * scale);
    const height = Math.round(natural.height * scale);
    const bytes = Math.round(width * height * bytesPerPixelAtFullQuality * pass.quality);
    return { blob: jpegOfSize(bytes), width, height };
  };
  return { compress, calls };
}

/**
 * A JPEG blob of `bytes`. Over the limit, only its size is real: the loop reads nothing else of a
 * pass it refuses, and allocating gigabytes made this file take 40 s.
 */
const jpegOfSize = (bytes: number): Blob =>
  bytes > MAX_IMAGE_BYTES
    ? ({ size: bytes, type: 'image/jpeg' } as Blob)
    : new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

const photo = (name = 'slip.png') => new File([new Uint8Array(10)], name, { type: 'image/png' });
const qualities = (passes: CompressionPass[]) => passes.map((pass) => pass.quality);

describe('compressImage: the spec section 9 loop', () => {
  it('lowers the quality from 0.9 by 0.1, exactly, at a longest side of 1920 px', async () => {
    // 1920×1440 px drawn: under 1 MB only once the quality reaches 0.5.
    const { compress } = fakeCanvas({ width: 4000, height: 3000 }, (MAX_IMAGE_BYTES / (1920 * 1440)) * 2);
    const result = await compressImage(photo(), { compress });
    expect(qualities(result.passes)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5]);
    expect(result.passes.every((pass) => pass.maxDimension === 1920)).toBe(true);
    expect(result.file.size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    expect([result.width, result.height]).toEqual([1920, 1440]);
  });

  it('shrinks by 20 % and starts again at 0.7 when the quality would reach 0.3', async () => {
    // Fits only at 1229 px (1920 × 0.8 × 0.8) and quality 0.6.
    const perPixel = MAX_IMAGE_BYTES / (1229 * 922 * 0.6);
    const { compress, calls } = fakeCanvas({ width: 4000, height: 3000 }, perPixel);
    const result = await compressImage(photo(), { compress });
    expect(calls).toEqual([
      ...[0.9, 0.8, 0.7, 0.6, 0.5, 0.4].map((quality) => ({ quality, maxDimension: 1920 })),
      ...[0.7, 0.6, 0.5, 0.4].map((quality) => ({ quality, maxDimension: 1536 })),
      ...[0.7, 0.6].map((quality) => ({ quality, maxDimension: 1229 })),
    ]);
    expect(qualities(calls)).not.toContain(0.3);
    expect(result.file.size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
  });

  it('shrinks from the size actually drawn, so a small heavy image shrinks too', async () => {
    // Too heavy at 1000 px even at 0.4; fits at 800 px (1000 × 0.8) and 0.6.
    const { compress, calls } = fakeCanvas({ width: 1000, height: 800 }, MAX_IMAGE_BYTES / 312_000);
    await compressImage(photo(), { compress });
    expect(calls).toEqual([
      ...[0.9, 0.8, 0.7, 0.6, 0.5, 0.4].map((quality) => ({ quality, maxDimension: 1920 })),
      { quality: 0.7, maxDimension: 800 },
      { quality: 0.6, maxDimension: 800 },
    ]);
  });

  it('stops at the first pass of at most 1 MB, and 1 MB exactly is enough', async () => {
    const sizes = [MAX_IMAGE_BYTES + 1, MAX_IMAGE_BYTES, 10];
    const calls: CompressionPass[] = [];
    const compress: CompressImage = async (_image, pass) => {
      calls.push(pass);
      return { blob: new Blob([new Uint8Array(sizes[calls.length - 1])]), width: 1920, height: 1080 };
    };
    const result = await compressImage(photo(), { compress });
    expect(calls).toHaveLength(2);
    expect(result.file.size).toBe(MAX_IMAGE_BYTES);
  });

  it('does not compress further than needed: a light image takes one pass at 0.9', async () => {
    const { compress, calls } = fakeCanvas({ width: 800, height: 600 }, 0.5);
    const result = await compressImage(photo('IMG_0001.PNG'), { compress });
    expect(calls).toEqual([{ quality: 0.9, maxDimension: 1920 }]);
    expect(result.file).toBeInstanceOf(File);
    expect(result.file.name).toBe('IMG_0001.jpg');
    expect(result.file.type).toBe('image/jpeg');
  });

  it('keeps a small image without EXIF as it is when the pass is no smaller, and re-encodes one carrying EXIF', async () => {
    // A 3.4 kB screenshot drawn into a 30 kB JPEG.
    const grows: CompressImage = async () => ({
      blob: new Blob([new Uint8Array(30 * 1024)], { type: 'image/jpeg' }),
      width: 400,
      height: 300,
    });
    const screenshot = new File([pngBytes({ size: 3482 })], 'slip.png', { type: 'image/png' });
    const kept = await compressImage(screenshot, { compress: grows });
    expect(kept.keptAsIs).toBe(true);
    expect(kept.file).toBe(screenshot);

    for (const bytes of [pngBytes({ exif: true }), jpegBytes({ exif: true })]) {
      const withExif = new File([bytes], 'photo.jpg', { type: 'image/jpeg' });
      const reencoded = await compressImage(withExif, { compress: grows });
      expect(reencoded.keptAsIs).toBe(false);
      expect(reencoded.file.type).toBe('image/jpeg');
      expect(reencoded.file.size).toBe(30 * 1024);
    }

    const shrinks: CompressImage = async () => ({
      blob: new Blob([new Uint8Array(100)]),
      width: 400,
      height: 300,
    });
    const compressed = await compressImage(screenshot, { compress: shrinks });
    expect(compressed.keptAsIs).toBe(false);
    expect(compressed.file.size).toBe(100);
  });

  it('goes down to 0.1 once the image cannot shrink any more, then gives up', async () => {
    const { compress, calls } = fakeCanvas({ width: 4000, height: 3000 }, 1000);
    const failure = compressImage(photo(), { compress });
    await expect(failure).rejects.toBeInstanceOf(ImageTooLargeError);
    const last = calls.slice(-3);
    expect(qualities(last)).toEqual([0.3, 0.2, 0.1]);
    // The floor: nothing under 0.1, and the smallest size is the last one reached by 20 % steps.
    expect(Math.min(...qualities(calls))).toBe(0.1);
    const sizes = [...new Set(calls.map((pass) => pass.maxDimension))];
    expect(sizes).toEqual([1920, 1536, 1229, 983, 786, 629, 503]);
    expect(Math.round(sizes[sizes.length - 1] * 0.8)).toBeLessThan(MIN_IMAGE_DIMENSION);
    expect(last.every((pass) => pass.maxDimension === 503)).toBe(true);
  });

  it('gives up after 0.1 when the drawn size is unknown (nothing to shrink from)', async () => {
    const calls: CompressionPass[] = [];
    const compress: CompressImage = async (_image, pass) => {
      calls.push(pass);
      return { blob: new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)]), width: 0, height: 0 };
    };
    await expect(compressImage(photo(), { compress })).rejects.toThrow(ImageTooLargeError);
    expect(qualities(calls)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });
});

describe('compressorjsPass', () => {
  it('runs compressorjs with the pass as quality and box, JPEG out, EXIF dropped, and reports the drawn size', async () => {
    const seen: Record<string, unknown>[] = [];
    jest.resetModules();
    jest.doMock('compressorjs', () => ({
      __esModule: true,
      default: class FakeCompressor {
        constructor(
          _file: Blob,
          options: Record<string, unknown> & {
            drew: (c: unknown, canvas: unknown) => void;
            success: (b: Blob) => void;
          },
        ) {
          seen.push(options);
          options.drew({}, { width: 1920, height: 1280 });
          options.success(new Blob(['jpeg'], { type: 'image/jpeg' }));
        }
      },
    }));
    const { compressorjsPass: pass } = await import('../../../src/lib/imageCompression');
    const result = await pass(new Blob(['x']), { quality: 0.7, maxDimension: 1536 });
    expect(seen[0]).toMatchObject({
      quality: 0.7,
      maxWidth: 1536,
      maxHeight: 1536,
      mimeType: 'image/jpeg',
      strict: false,
      retainExif: false,
      checkOrientation: true,
    });
    expect(result).toMatchObject({ width: 1920, height: 1280 });
    expect(result.blob.size).toBe(4);
    jest.dontMock('compressorjs');
  });

  it('rejects when compressorjs reports an error', async () => {
    jest.resetModules();
    jest.doMock('compressorjs', () => ({
      __esModule: true,
      default: class FakeCompressor {
        constructor(_file: Blob, options: { error: (error: Error) => void }) {
          options.error(new Error('Failed to load the image.'));
        }
      },
    }));
    const { compressorjsPass: pass } = await import('../../../src/lib/imageCompression');
    await expect(pass(new Blob(['x']), { quality: 0.9, maxDimension: 1920 })).rejects.toThrow(
      'Failed to load the image.',
    );
    jest.dontMock('compressorjs');
  });
});
