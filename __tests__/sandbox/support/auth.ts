import type { FastifyInstance } from 'fastify';
import { AuthPaths, decodeClaim, type AccessTokenClaims, type ApiEnvelope, type Tokens } from '../../../contract';
import { SandboxPaths } from '../../../sandbox/control/schemas';

export type Provider = 'line' | 'apple';

export const SEEDED = {
  admin: 'admin@poolvilla.test',
  partner: 'partner@poolvilla.test',
  customer: 'customer@poolvilla.test',
} as const;

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

export const loginProvider = (provider: Provider) => (provider === 'line' ? 'lineWeb' : 'appleWeb');
export const authorizePath = (provider: Provider) =>
  provider === 'line' ? SandboxPaths.lineAuthorize : SandboxPaths.appleAuthorize;

/** The parameters the console sends to the provider's authorize page. */
export function authorizeParams(
  app: FastifyInstance,
  provider: Provider,
  state = `${provider[0]}test-state`,
): Record<string, string> {
  return {
    response_type: 'code',
    client_id: provider === 'line' ? app.sandbox.lineClientId : app.sandbox.appleClientId,
    redirect_uri: app.sandbox.redirectUris[0],
    state,
    ...(provider === 'line' ? { scope: 'profile' } : {}),
  };
}

/** Chooses `email` on the provider page (the form POST) and returns the code and state of the redirect. */
export async function authorize(
  app: FastifyInstance,
  email: string,
  provider: Provider = 'line',
  params: Record<string, string> = authorizeParams(app, provider),
): Promise<{ code: string; state: string; location: string }> {
  const response = await app.inject({
    method: 'POST',
    url: authorizePath(provider),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...params, account: email }).toString(),
  });
  if (response.statusCode !== 302)
    throw new Error(`authorize ${email}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const location = String(response.headers.location);
  const url = new URL(location);
  return { code: url.searchParams.get('code') ?? '', state: url.searchParams.get('state') ?? '', location };
}

/** The code exchange; returns the raw inject() answer. */
export function exchange(app: FastifyInstance, code: string, provider: Provider = 'line') {
  return app.inject({ method: 'POST', url: AuthPaths.login(loginProvider(provider)), payload: { code } });
}

/**
 * Signs in as `email` the way the console does: provider page → code → exchange. Throws with the
 * answer's description when the exchange is refused (only active admins may sign in).
 */
export async function signIn(
  app: FastifyInstance,
  email: string = SEEDED.admin,
  provider: Provider = 'line',
): Promise<Tokens> {
  const { code } = await authorize(app, email, provider);
  const response = await exchange(app, code, provider);
  const envelope = response.json() as ApiEnvelope<Tokens | null>;
  if (response.statusCode !== 200 || !envelope.data) {
    throw new Error(`signIn ${email}: ${response.statusCode} ${envelope.status?.description}`);
  }
  return envelope.data;
}

/** A token for any account and role, minted directly (partners and customers cannot sign in). */
export function mintToken(app: FastifyInstance, email: string, ttlSeconds?: number): Promise<string> {
  return app.auth.mintAccessToken(email, ttlSeconds);
}

/** The access token's payload, unverified, with the base64 text claims decoded. */
export function decodeAccessToken(token: string): AccessTokenClaims & { decoded: Record<string, string> } {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1], 'base64url').toString('utf8'),
  ) as AccessTokenClaims;
  const decoded: Record<string, string> = {};
  for (const claim of ['name', 'given_name', 'family_name', 'email', 'phone'] as const)
    decoded[claim] = decodeClaim(payload[claim]);
  return { ...payload, decoded };
}
