import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { AuthPaths } from '../../src/services/contract';
import { ApiError, invalid, ok } from '../envelope';
import { accountById } from './accounts';
import type { TokenService } from './tokens';
import { redeemCode } from '../oauth/codes';
import { providerForLogin } from '../oauth/providers';

function stringField(body: unknown, field: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 2048) throw invalid(field);
  return value;
}

/** The code exchange, the refresh and the logout (spec section 7, first three rows). */
export async function registerTokenRoutes(
  app: FastifyInstance,
  tokens: TokenService,
  limited: RouteShorthandOptions,
): Promise<void> {
  app.post<{ Params: { provider: string } }>(AuthPaths.loginRoute, limited, async (request, reply) => {
    const provider = providerForLogin(request.params.provider);
    if (!provider) throw new ApiError(404, 'NOT_FOUND', request.params.provider);
    const code = stringField(request.body, 'code');
    const options = app.sandbox;
    const profileId = redeemCode(
      app.db,
      code,
      provider.id,
      options.now(),
      (binding) =>
        binding.clientId === provider.clientId(options) && options.redirectUris.includes(binding.redirectUri),
    );
    const account = profileId ? accountById(app.db, profileId) : null;
    if (!account) throw new ApiError(401, 'INVALID_CODE');
    if (account.role !== 'ADMIN') throw new ApiError(403, 'NOT_ADMIN');
    if (!account.active) throw new ApiError(403, 'ACCOUNT_INACTIVE');
    return ok(request, reply, await tokens.issuePair(account));
  });

  app.post(AuthPaths.refreshToken, limited, async (request, reply) => {
    const result = await tokens.rotate(stringField(request.body, 'refreshToken'));
    if (!result.ok) throw new ApiError(result.reason === 'INVALID_REFRESH_TOKEN' ? 401 : 403, result.reason);
    return ok(request, reply, result.tokens);
  });

  app.delete(AuthPaths.logout, limited, async (request, reply) => {
    tokens.revoke(stringField(request.body, 'refreshToken'));
    return ok(request, reply, null);
  });
}
