import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../envelope';
import { route } from '../route';
import type { ImageKind, ImageRow } from '../db/rows';

const IMAGES = [
  { operationId: 'getProfileImage', kind: 'profile' },
  { operationId: 'getPropertyImage', kind: 'property' },
  { operationId: 'getPaymentImage', kind: 'payment' },
] as const satisfies readonly { operationId: string; kind: ImageKind }[];

/**
 * Images are public (a plain <img> sends no token); their ids are 128 random bits. The headers
 * keep a browser from reading them as anything but the stored image type.
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  for (const { operationId, kind } of IMAGES) {
    route(app, operationId, async (request, reply) => {
      const image = app.db
        .prepare('SELECT mime, bytes FROM images WHERE image_id = ? AND kind = ?')
        .get(request.params.id, kind) as Pick<ImageRow, 'mime' | 'bytes'> | undefined;
      if (!image) throw notFound('image');
      return reply
        .header('Content-Type', image.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .send(image.bytes);
    });
  }
};
