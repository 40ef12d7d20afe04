import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ImagePaths } from '../../contract';
import { answers, IdParamsSchema } from '../../contract/schemas';
import { notFound } from '../envelope';
import type { ImageKind, ImageMime, ImageRow } from './rows';

const IMAGE_TYPES: ImageMime[] = ['image/jpeg', 'image/png', 'image/webp'];

/** An image's answer: its bytes, typed by what it is; a failure is the envelope as everywhere. */
const response = {
  ...answers(Type.Null(), [400, 404]),
  200: {
    description: 'The image (JPEG, PNG or WebP).',
    content: Object.fromEntries(
      IMAGE_TYPES.map((type) => [
        type,
        { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
      ]),
    ),
  },
};

/**
 * Images are public (a plain <img> sends no token); their ids are 128 random bits. The headers
 * keep a browser from reading them as anything but the stored image type.
 */
export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const routes: [string, ImageKind, string][] = [
    [ImagePaths.profileRoute, 'profile', 'getProfileImage'],
    [ImagePaths.propertyRoute, 'property', 'getPropertyImage'],
    [ImagePaths.paymentRoute, 'payment', 'getPaymentImage'],
  ];
  for (const [route, kind, operationId] of routes) {
    app.get(
      route,
      {
        schema: {
          operationId,
          summary: `A ${kind} image (public)`,
          tags: ['images'],
          params: IdParamsSchema,
          response,
        },
      },
      async (request, reply) => {
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
      },
    );
  }
};
