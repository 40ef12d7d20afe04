import type { FastifyInstance } from 'fastify';
import { ImagePaths } from '../../src/services/contract';
import { notFound } from '../envelope';
import { idParam } from './input';
import type { ImageKind, ImageRow } from './rows';

/**
 * Images are public (a plain <img> sends no token); their ids are 128 random bits. The headers
 * keep a browser from reading them as anything but the stored image type.
 */
export async function registerImageRoutes(app: FastifyInstance): Promise<void> {
  const routes: [string, ImageKind][] = [
    [ImagePaths.profileRoute, 'profile'],
    [ImagePaths.propertyRoute, 'property'],
    [ImagePaths.paymentRoute, 'payment'],
  ];
  for (const [route, kind] of routes) {
    app.get(route, async (request, reply) => {
      const image = app.db
        .prepare('SELECT mime, bytes FROM images WHERE image_id = ? AND kind = ?')
        .get(idParam(request), kind) as Pick<ImageRow, 'mime' | 'bytes'> | undefined;
      if (!image) throw notFound('image');
      return reply
        .header('Content-Type', image.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .send(image.bytes);
    });
  }
}
