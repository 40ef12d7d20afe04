import { Type } from 'typebox';
import { encodeClaim } from '../claims';
import { Strict } from './fields';

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/**
 * An unsigned access token of an example admin, valid until 2100: the claims the console reads,
 * and what a mock of this contract signs in with.
 */
const EXAMPLE_ACCESS_TOKEN = [
  base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
  base64Url(
    JSON.stringify({
      sub: 'example-admin',
      given_name: encodeClaim('สมชาย'),
      family_name: encodeClaim('ใจดี'),
      name: encodeClaim('สมชาย ใจดี'),
      email: encodeClaim('admin@poolvilla.example'),
      phone: encodeClaim('0812345678'),
      picture: '',
      role: 'ADMIN',
      iat: 1_767_225_600,
      exp: 4_102_444_800,
    }),
  ),
  '',
].join('.');
export const LoginRequestSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 2048, description: "The provider's sign-in code." }) },
  Strict,
);
export const TokensSchema = Type.Object(
  {
    accessToken: Type.String({
      minLength: 1,
      maxLength: 8192,
      description:
        "A JWT. The console reads, without verifying, `sub` (the admin's profile id), `exp` and `iat` " +
        '(seconds), `role`, `picture` (an image id) and `given_name`, `family_name`, `name`, `email`, ' +
        '`phone` (each base64 of UTF-8 text).',
      examples: [EXAMPLE_ACCESS_TOKEN],
    }),
    refreshToken: Type.String({ minLength: 1, maxLength: 1000, examples: ['example-refresh-token'] }),
  },
  { $id: 'Tokens' },
);
export const RefreshTokenRequestSchema = Type.Object(
  { refreshToken: Type.String({ minLength: 1, maxLength: 2048 }) },
  Strict,
);
