import { randomBytes } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { ApiError, invalid } from '../envelope';
import type { ImageKind, ImageMime } from '../db/rows';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Upload routes, in a scope of their own: the only one that parses multipart bodies, so every
 * other route takes JSON alone and refuses a form or multipart body (415).
 */
export const uploadRoutes =
  (routes: FastifyPluginAsync): FastifyPluginAsync =>
  async (app, options) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    await routes(app, options);
  };

export interface ImageUpload {
  mime: ImageMime;
  bytes: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type by its first bytes; the file name and the declared type are never trusted. */
export function imageTypeOf(bytes: Buffer): ImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Reads the one file of a multipart request from `field`: 400 naming the field when there is none,
 * 413 past the size limit (the multipart plugin's `limits.fileSize`), 415 when it is not a JPEG,
 * PNG or WebP image. Nothing is stored here; callers store inside their transaction.
 */
export async function readImage(request: FastifyRequest, field: string): Promise<ImageUpload> {
  if (!request.isMultipart()) throw invalid(field);
  // A body the multipart parser cannot read (no closing boundary, cut-off part headers…) is the
  // client's mistake: 400, not a server failure.
  const part = await request.file().catch(() => {
    throw invalid(field);
  });
  if (!part) throw invalid(field);
  return imageOf(part, field);
}

/**
 * Reads a multipart request of one image in `field` (checked as readImage checks it) and text
 * fields named `textField`, one value each, in whatever order the parts come. Any other part is a
 * 400 naming it; more than `maxTexts` values, or one longer than `maxLength`, a 400 naming
 * `textField` (never repeating the value).
 */
export async function readImageWithTexts(
  request: FastifyRequest,
  field: string,
  textField: string,
  { maxTexts, maxLength }: { maxTexts: number; maxLength: number },
): Promise<{ upload: ImageUpload; texts: string[] }> {
  if (!request.isMultipart()) throw invalid(field);
  let upload: ImageUpload | null = null;
  const texts: string[] = [];
  try {
    // One more field than allowed passes the parser, so too many is told by the check below.
    // A value is read up to one byte past the longest allowed: a longer one is cut there and refused.
    const limits = { fields: maxTexts + 1, fieldSize: maxLength * 4 + 1 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') upload = await imageOf(part, field);
      else if (part.fieldname !== textField || typeof part.value !== 'string') throw invalid(part.fieldname);
      else if (part.valueTruncated || part.value.length > maxLength) throw invalid(textField);
      else texts.push(part.value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid((error as { code?: string }).code === 'FST_FIELDS_LIMIT' ? textField : field);
  }
  if (!upload) throw invalid(field);
  if (texts.length > maxTexts) throw invalid(textField);
  return { upload, texts };
}

/** The image of one file part, checked: the field's name, its size, its type by content. */
async function imageOf(part: MultipartFile, field: string): Promise<ImageUpload> {
  if (part.fieldname !== field) {
    part.file.resume();
    throw invalid(field);
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', field);
    throw invalid(field);
  }
  // With throwFileSizeLimit off the stream is cut short silently instead: never store a cut file.
  if (part.file.truncated) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', field);
  if (bytes.length === 0) throw invalid(field);
  const mime = imageTypeOf(bytes);
  if (!mime) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', field);
  return { mime, bytes };
}

/** Stores an image under a fresh unguessable id (128 random bits, url-safe) and returns the id. */
export function storeImage(db: Db, kind: ImageKind, upload: ImageUpload, now: number): string {
  const id = randomBytes(16).toString('base64url');
  db.prepare('INSERT INTO images (image_id, kind, mime, bytes, created_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    kind,
    upload.mime,
    upload.bytes,
    new Date(now).toISOString(),
  );
  return id;
}

/** Deletes a replaced image once nothing points to it any more (seeded images are shared). */
export function dropImageIfUnused(db: Db, imageId: string | null): void {
  if (!imageId) return;
  const used = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM profiles WHERE image_id = @id)
           OR EXISTS (SELECT 1 FROM property_types WHERE banner_image_id = @id)
           OR EXISTS (SELECT 1 FROM payments WHERE slip_image_id = @id OR admin_transfer_slip_id = @id)`,
    )
    .pluck()
    .get({ id: imageId });
  if (!used) db.prepare('DELETE FROM images WHERE image_id = ?').run(imageId);
}
