import type { FastifyPluginAsync, RouteShorthandOptions } from 'fastify';
import { ApiError, ok } from '../envelope';
import { route } from '../route';
import { accountById } from './accounts';
import type { TokenService } from './tokens';
import { redeemCode } from '../oauth/codes';
import { providers } from '../oauth/providers';

/** Each provider's code exchange (its login path accepts only its codes). */
const LOGINS = [
  { operationId: 'lineWebLogin', provider: providers.line },
  { operationId: 'appleWebLogin', provider: providers.apple },
] as const;

/** The code exchange, the refresh and the logout (spec section 7, first three rows). */
export const tokenRoutes: FastifyPluginAsync<{
  tokens: TokenService;
  limited: RouteShorthandOptions;
}> = async (app, { tokens, limited }) => {
  for (const { operationId, provider } of LOGINS) {
    route(
      app,
      operationId,
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
      limited,
    );
  }

  route(
    app,
    'refreshToken',
    async (request, reply) => {
      const result = await tokens.rotate(request.body.refreshToken);
      if (!result.ok)
        throw new ApiError(result.reason === 'INVALID_REFRESH_TOKEN' ? 401 : 403, result.reason);
      return ok(request, reply, result.tokens);
    },
    limited,
  );

  route(
    app,
    'logout',
    async (request, reply) => {
      tokens.revoke(request.body.refreshToken);
      return ok(request, reply, null);
    },
    limited,
  );
};
