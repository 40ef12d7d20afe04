import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteShorthandOptions } from 'fastify';
import { Type } from 'typebox';
import { AuthPaths } from '../../contract';
import { answers, LoginRequestSchema, RefreshTokenRequestSchema, TokensSchema } from '../../contract/schemas';
import { ApiError, ok } from '../envelope';
import { accountById } from './accounts';
import type { TokenService } from './tokens';
import { redeemCode } from '../oauth/codes';
import { providers } from '../oauth/providers';

const tags = ['sign-in'];

/** The code exchange, the refresh and the logout (spec section 7, first three rows). */
export const tokenRoutes: FastifyPluginAsyncTypebox<{
  tokens: TokenService;
  limited: RouteShorthandOptions;
}> = async (app, { tokens, limited }) => {
  for (const provider of Object.values(providers)) {
    app.post(
      AuthPaths.login(provider.login),
      {
        ...limited,
        schema: {
          operationId: `${provider.login}Login`,
          summary: `Exchanges a ${provider.name} sign-in code for tokens (administrators only)`,
          tags,
          body: LoginRequestSchema,
          response: answers(TokensSchema, [400, 401, 403, 413, 415, 429]),
        },
      },
      async (request, reply) => {
        const options = app.sandbox;
        const profileId = redeemCode(
          app.db,
          request.body.code,
          provider.id,
          options.now(),
          (binding) =>
            binding.clientId === provider.clientId(options) &&
            options.redirectUris.includes(binding.redirectUri),
        );
        const account = profileId ? accountById(app.db, profileId) : null;
        if (!account) throw new ApiError(401, 'INVALID_CODE');
        if (account.role !== 'ADMIN') throw new ApiError(403, 'NOT_ADMIN');
        if (!account.active) throw new ApiError(403, 'ACCOUNT_INACTIVE');
        return ok(request, reply, await tokens.issuePair(account));
      },
    );
  }

  app.post(
    AuthPaths.refreshToken,
    {
      ...limited,
      schema: {
        operationId: 'refreshToken',
        summary: 'A new token pair for a refresh token (rotated: the old one is spent)',
        tags,
        body: RefreshTokenRequestSchema,
        response: answers(TokensSchema, [400, 401, 403, 413, 415, 429]),
      },
    },
    async (request, reply) => {
      const result = await tokens.rotate(request.body.refreshToken);
      if (!result.ok)
        throw new ApiError(result.reason === 'INVALID_REFRESH_TOKEN' ? 401 : 403, result.reason);
      return ok(request, reply, result.tokens);
    },
  );

  app.delete(
    AuthPaths.logout,
    {
      ...limited,
      schema: {
        operationId: 'logout',
        summary: "Ends the refresh token's sign-in (always 200, even for an unknown token)",
        tags,
        body: RefreshTokenRequestSchema,
        response: answers(Type.Null(), [400, 413, 415, 429]),
      },
    },
    async (request, reply) => {
      tokens.revoke(request.body.refreshToken);
      return ok(request, reply, null);
    },
  );
};
