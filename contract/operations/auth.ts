import { Type } from 'typebox';
import { AuthPaths } from '../paths';
import { LoginRequestSchema, RefreshTokenRequestSchema, TokensSchema } from '../schemas';
import type { Operation } from './operation';

const tags = ['sign-in'];
/** A provider's sign-in code exchanged for tokens (spec section 7's login, one path per provider). */
const login = {
  tags,
  public: true,
  body: LoginRequestSchema,
  answer: TokensSchema,
  failures: [400, 401, 403, 413, 415, 429],
} as const;

/** The code exchange, the refresh and the logout (spec section 7, first three rows): called without a token. */
export const authOperations = {
  lineWebLogin: {
    method: 'POST',
    path: AuthPaths.login('lineWeb'),
    summary: 'Exchanges a LINE sign-in code for tokens (administrators only)',
    ...login,
  },
  appleWebLogin: {
    method: 'POST',
    path: AuthPaths.login('appleWeb'),
    summary: 'Exchanges an Apple sign-in code for tokens (administrators only)',
    ...login,
  },
  refreshToken: {
    method: 'POST',
    path: AuthPaths.refreshToken,
    summary: 'A new token pair for a refresh token (rotated: the old one is spent)',
    tags,
    public: true,
    body: RefreshTokenRequestSchema,
    answer: TokensSchema,
    failures: [400, 401, 403, 413, 415, 429],
  },
  logout: {
    method: 'DELETE',
    path: AuthPaths.logout,
    summary: "Ends the refresh token's sign-in (always 200, even for an unknown token)",
    tags,
    public: true,
    body: RefreshTokenRequestSchema,
    answer: Type.Null(),
    failures: [400, 413, 415, 429],
  },
} as const satisfies Record<string, Operation>;
