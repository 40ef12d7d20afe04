import type { FastifyInstance } from 'fastify';
import { ContractPaths } from '../../contract';
import { operations } from '../../contract/operations';
import { ApiError } from '../envelope';
import { requestPath } from '../faults';
import { accountById } from './accounts';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in administrator's profile id, set by the guard on every admin path; null elsewhere. */
    adminId: string | null;
  }
}

const PUBLIC_PREFIXES = ['/oauth/', '/__sandbox/', `${ContractPaths.docs}/`];
const PUBLIC_ROUTES = new Set<string>([
  ...Object.values(operations)
    .filter((operation) => 'public' in operation && operation.public)
    .map((operation) => operation.path),
  ContractPaths.openapi,
  ContractPaths.docs,
]);

/**
 * Public: the calls the table marks public (sign-in and its refresh and logout; images, as a plain
 * <img> has no token), the provider pages, the control paths, and the published contract.
 */
export function isPublicRoute(route: string): boolean {
  return PUBLIC_ROUTES.has(route) || PUBLIC_PREFIXES.some((prefix) => route.startsWith(prefix));
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9_\-.]+)[ \t]*$/i;

/**
 * The admin guard. Every matched route that is not public needs a valid access token of an
 * account that is, now, an active administrator. Missing, malformed, forged or expired tokens get
 * 401 UNAUTHORIZED (so the console refreshes and retries); a valid token of a partner or customer
 * gets 403 FORBIDDEN, of a deactivated admin 403 ACCOUNT_INACTIVE. The guard decides from the
 * matched route pattern, so it answers before any handler, and unknown paths still get 404.
 */
export function registerGuard(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('adminId', null);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    const route = request.routeOptions.url;
    if (route === undefined || request.is404 || isPublicRoute(route)) return;

    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new ApiError(401, 'UNAUTHORIZED');
    const verified = await tokens.verifyAccessToken(match[1]);
    if (!verified.ok) throw new ApiError(401, 'UNAUTHORIZED');
    const { claims } = verified;
    if (app.faults.tokenExpired(request.method, requestPath(request.url), Number(claims.epoch) || 0)) {
      throw new ApiError(401, 'UNAUTHORIZED');
    }

    // The account's state before the session's: a demoted or switched-off admin is told so for as
    // long as the token lives, also once a refused refresh has revoked its session.
    const account = accountById(app.db, String(claims.sub));
    if (!account) throw new ApiError(401, 'UNAUTHORIZED');
    if (claims.role !== 'ADMIN' || account.role !== 'ADMIN') throw new ApiError(403, 'FORBIDDEN');
    if (!account.active) throw new ApiError(403, 'ACCOUNT_INACTIVE');
    // Signed out, revoked for a replayed refresh token, or dropped by a reset: the access token
    // ends with its session.
    if (typeof claims.sid === 'string' && tokens.sessionEnded(claims.sid))
      throw new ApiError(401, 'UNAUTHORIZED');
    request.adminId = account.profileId;
  });
}
