/**
 * What the console checks before a slip is compressed or sent (spec section 5): a file is chosen,
 * it is a JPEG or PNG by its first bytes (a PDF renamed .jpg is refused), and it is at most 5 MB.
 */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type SlipImageType = 'image/jpeg' | 'image/png';

/** Why a chosen file is refused; each has its message under `payments.upload.problem.*`. */
export type SlipFileProblem = 'noFile' | 'unsupportedType' | 'tooLarge';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type by the file's first bytes; the name and the browser's declared type are not trusted. */
export async function sniffImageType(file: Blob): Promise<SlipImageType | null> {
  const bytes = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  return null;
}

/** The first problem with a chosen slip file, or null when it may be compressed and sent. */
export async function slipFileProblem(file: File | null | undefined): Promise<SlipFileProblem | null> {
  if (!file) return 'noFile';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return (await sniffImageType(file)) ? null : 'unsupportedType';
}
