import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { Tokens } from '../../contract';
import { oauthRoutes } from '../oauth/routes';
import { issueCodes, type ProviderId } from '../oauth/codes';
import { providers } from '../oauth/providers';
import { accountByEmail, accountById, type Account } from './accounts';
import { registerGuard } from './guard';
import { tokenRoutes } from './routes';
import { TokenService } from './tokens';

export { isPublicRoute } from './guard';

/** What tests and the bench use directly, without going through the provider pages. */
export interface AuthService {
  tokens: TokenService;
  /** An access token for any account, any role (tests mint partner and customer tokens). */
  mintAccessToken(profileIdOrEmail: string, ttlSeconds?: number): Promise<string>;
  /** A sign-in pair, as the code exchange would give, but for any role. */
  issuePair(profileIdOrEmail: string): Promise<Tokens>;
  /** Codes as the provider page would issue them, bound to the provider's client and the first redirect URI. */
  issueCodes(profileIdOrEmail: string, count: number, provider?: ProviderId): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

/** The simulated providers, token exchange, refresh, logout and the admin guard. */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  const tokens = new TokenService(app.db, {
    accessTtlSeconds: app.sandbox.accessTtlSeconds,
    now: () => app.sandbox.now(),
    epoch: () => app.faults.currentEpoch(),
  });
  tokens.signingKey();
  // The signing key is a server secret, not data: a reset keeps it. The sessions are data: a reset
  // drops them, and an access token of a session that is gone is refused (sessionEnded).
  app.afterReseed(() => tokens.persistKey());

  const limit = app.sandbox.authRateLimit;
  const limited: RouteShorthandOptions =
    limit > 0 ? { config: { rateLimit: { max: limit, timeWindow: '1 minute' } } } : {};

  const account = (idOrEmail: string): Account => {
    const found = idOrEmail.includes('@')
      ? accountByEmail(app.db, idOrEmail)
      : accountById(app.db, idOrEmail);
    if (!found) throw new Error(`No profile ${idOrEmail}`);
    return found;
  };
  app.decorate('auth', {
    tokens,
    mintAccessToken: (idOrEmail, ttlSeconds) => tokens.mintAccessToken(account(idOrEmail), ttlSeconds),
    issuePair: (idOrEmail) => tokens.issuePair(account(idOrEmail)),
    issueCodes: (idOrEmail, count, provider = 'line') =>
      issueCodes(
        app.db,
        {
          provider,
          clientId: providers[provider].clientId(app.sandbox),
          redirectUri: app.sandbox.redirectUris[0],
          profileId: account(idOrEmail).profileId,
        },
        count,
        app.sandbox.now(),
      ),
  } satisfies AuthService);

  registerGuard(app, tokens);
  await app.register(oauthRoutes, { postOptions: limited });
  await app.register(tokenRoutes, { tokens, limited });
}
