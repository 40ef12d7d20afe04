/**
 * What the console checks before an image is compressed and uploaded (a transfer slip, spec section
 * 5; a profile image): a file is chosen, and it is a JPEG or PNG by its first bytes (a PDF renamed
 * .jpg is refused). Its size is not: a phone photo over the API's 5 MB is compressed first, and what
 * is sent is at most 1 MB (imageCompression.ts).
 */

export type ImageType = 'image/jpeg' | 'image/png';

/** Why a chosen file is refused; each has its message under `images:problem.*`. */
export type ImageFileProblem = 'noFile' | 'unsupportedType';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type by the file's first bytes; the name and the browser's declared type are not trusted. */
export async function sniffImageType(file: Blob): Promise<ImageType | null> {
  const bytes = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  return null;
}

const JPEG_START_OF_SCAN = 0xda;
const JPEG_APP1 = 0xe1;
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/**
 * Whether an image may carry EXIF (camera, GPS position, orientation): a JPEG's APP1 "Exif"
 * segment before its image data, a PNG's eXIf chunk. A file whose structure cannot be read to the
 * end of its headers counts as carrying it: only an image known to be clean is ever sent as chosen.
 */
export async function mayCarryExif(file: Blob): Promise<boolean> {
  const type = await sniffImageType(file);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/jpeg') {
    for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff; at += 2 + view.getUint16(at + 2)) {
      if (bytes[at + 1] === JPEG_START_OF_SCAN) return false;
      if (bytes[at + 1] === JPEG_APP1 && ascii(bytes, at + 4, 4) === 'Exif') return true;
    }
  } else if (type === 'image/png') {
    for (let at = PNG_SIGNATURE.length; at + 8 <= bytes.length; at += 12 + view.getUint32(at)) {
      const chunk = ascii(bytes, at + 4, 4);
      if (chunk === 'eXIf') return true;
      if (chunk === 'IEND') return false;
    }
  }
  return true;
}

/** The first problem with a chosen image file, or null when it may be compressed and sent. */
export async function imageFileProblem(file: File | null | undefined): Promise<ImageFileProblem | null> {
  if (!file) return 'noFile';
  return (await sniffImageType(file)) ? null : 'unsupportedType';
}
