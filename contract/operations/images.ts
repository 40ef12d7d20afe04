import { Type } from 'typebox';
import { IMAGE_MAX_BYTES } from '../limits';
import { ImagePaths } from '../paths';
import { IdParamsSchema } from '../schemas';
import type { Operation } from './operation';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Images are public (a plain <img> sends no token); their ids are 128 random bits. Their answer is
 * the image's bytes, typed by what it is; a failure is the envelope as everywhere.
 */
const image = {
  tags: ['images'],
  public: true,
  params: IdParamsSchema,
  answer: Type.Null(),
  failures: [400, 404],
  responses: {
    200: {
      description: 'The image (JPEG, PNG or WebP).',
      content: Object.fromEntries(
        IMAGE_TYPES.map((type) => [
          type,
          { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', maxLength: IMAGE_MAX_BYTES }) },
        ]),
      ),
    },
  },
} as const;

export const imageOperations = {
  getProfileImage: {
    method: 'GET',
    path: ImagePaths.profile.route,
    summary: 'A profile image (public)',
    ...image,
  },
  getPropertyImage: {
    method: 'GET',
    path: ImagePaths.property.route,
    summary: 'A property image (public)',
    ...image,
  },
  getPaymentImage: {
    method: 'GET',
    path: ImagePaths.payment.route,
    summary: 'A payment image (public)',
    ...image,
  },
} as const satisfies Record<string, Operation>;
