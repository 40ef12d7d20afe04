/**
 * The transfer slip's compression (spec section 9), used for every uploaded image (slips, profile
 * images): at most 1 MB, longest side at most 1920 px.
 * Quality goes from 0.9 down by 0.1; when it would reach 0.3 the image shrinks by 20 % and the
 * quality starts again at 0.7; once the image cannot shrink any more the quality goes on down and
 * the loop stops at 0.1. Each pass is one compressorjs run, injected so tests can use a fake canvas.
 */

import { imageFileProblem, mayCarryExif, type ImageFileProblem } from './imageFiles';

export const MAX_IMAGE_BYTES = 1024 * 1024;
export const MAX_IMAGE_DIMENSION = 1920;
/** Below this longest side a slip's figures become unreadable: the shrinking stops here. */
export const MIN_IMAGE_DIMENSION = 480;

// Quality in tenths, so the sequence is exact (0.9 − 0.1 − 0.1 … in floating point never hits 0.3).
const FIRST_QUALITY = 9;
const RESET_QUALITY = 7;
const SHRINK_AT_QUALITY = 3;
const LAST_QUALITY = 1;
const SHRINK_FACTOR = 0.8;

export interface CompressionPass {
  /** 0.1 to 0.9. */
  quality: number;
  /** The longest side allowed, px: both maxWidth and maxHeight. */
  maxDimension: number;
}

export interface CompressedImage {
  blob: Blob;
  /** The size drawn, px. */
  width: number;
  height: number;
}

/** One compression of the original image. */
export type CompressImage = (image: Blob, pass: CompressionPass) => Promise<CompressedImage>;

export interface CompressionResult {
  /** A JPEG of at most MAX_IMAGE_BYTES, or the chosen file itself when it is kept as is. */
  file: File;
  /** The chosen file is sent as it is: compressing did not make it smaller. */
  keptAsIs: boolean;
  width: number;
  height: number;
  /** Every pass tried, in order; the last one gave `file`. */
  passes: CompressionPass[];
}

/** The image could not be brought under the limit even at the lowest quality and smallest size. */
export class ImageTooLargeError extends Error {
  constructor(readonly smallestBytes: number) {
    super(`The slip is still ${smallestBytes} bytes at quality 0.1.`);
    this.name = 'ImageTooLargeError';
  }
}

/**
 * One compressorjs pass; compressorjs is imported here, on first use, so it never weighs on the
 * pages that do not upload (the login page's budget is tight). Always JPEG: quality means nothing
 * to PNG, and compressorjs paints a transparent background white for JPEG. EXIF (GPS, camera) is
 * dropped and the orientation applied.
 */
export const compressorjsPass: CompressImage = async (image, { quality, maxDimension }) => {
  const { default: Compressor } = await import('compressorjs');
  return new Promise<CompressedImage>((resolve, reject) => {
    let size = { width: 0, height: 0 };
    new Compressor(image, {
      quality,
      maxWidth: maxDimension,
      maxHeight: maxDimension,
      mimeType: 'image/jpeg',
      // Always the re-encoded image, never the original handed back: that one keeps its EXIF.
      strict: false,
      checkOrientation: true,
      retainExif: false,
      drew: (_context, canvas) => {
        size = { width: canvas.width, height: canvas.height };
      },
      success: (blob) => resolve({ blob, ...size }),
      error: reject,
    });
  });
};

const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'slip'}.jpg`;

export interface CompressImageOptions {
  compress?: CompressImage;
  maxBytes?: number;
}

/**
 * Runs the spec's loop until a pass fits under the limit. When that pass is no smaller than the
 * chosen image (a small screenshot: a 3 kB PNG becomes a 30 kB JPEG), the image itself is kept, so
 * the upload never grows; but only one without EXIF, which re-encoding would have dropped.
 */
export async function compressImage(
  image: File,
  options: CompressImageOptions = {},
): Promise<CompressionResult> {
  const compress = options.compress ?? compressorjsPass;
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const passes: CompressionPass[] = [];
  let tenths = FIRST_QUALITY;
  let maxDimension = MAX_IMAGE_DIMENSION;
  let smallestBytes = Infinity;

  for (;;) {
    const pass = { quality: tenths / 10, maxDimension };
    passes.push(pass);
    const result = await compress(image, pass);
    smallestBytes = Math.min(smallestBytes, result.blob.size);
    if (result.blob.size <= maxBytes) {
      const keptAsIs = result.blob.size >= image.size && !(await mayCarryExif(image));
      return {
        file: keptAsIs ? image : new File([result.blob], jpegName(image.name), { type: 'image/jpeg' }),
        keptAsIs,
        width: result.width,
        height: result.height,
        passes,
      };
    }
    tenths -= 1;
    // Shrink from the size actually drawn: an image smaller than the limit must shrink too.
    const shrunk = Math.round(Math.max(result.width, result.height, 0) * SHRINK_FACTOR);
    if (tenths <= SHRINK_AT_QUALITY && shrunk >= MIN_IMAGE_DIMENSION) {
      maxDimension = shrunk;
      tenths = RESET_QUALITY;
    } else if (tenths < LAST_QUALITY) {
      throw new ImageTooLargeError(smallestBytes);
    }
  }
}

/** Why a chosen image cannot be sent; each has its message under `images:problem.*`. */
export type ImageProblem = ImageFileProblem | 'stillTooLarge' | 'unreadable';

/**
 * A chosen file made ready to upload: refused when it is not a JPEG or PNG by its bytes, else
 * compressed (compressImage). Every screen that uploads an image takes its file through here.
 */
export async function prepareImage(
  file: File | null | undefined,
  options?: CompressImageOptions,
): Promise<{ compressed: CompressionResult } | { problem: ImageProblem }> {
  const found = await imageFileProblem(file);
  if (found || !file) return { problem: found ?? 'noFile' };
  try {
    return { compressed: await compressImage(file, options) };
  } catch (error) {
    return { problem: error instanceof ImageTooLargeError ? 'stillTooLarge' : 'unreadable' };
  }
}
