import type { LoginProvider } from '../../contract';
import type { SandboxOptions } from '../options';
import type { ProviderId } from './codes';
import { SandboxPaths } from '../control/schemas';

export interface Provider {
  id: ProviderId;
  /** The login path segment whose exchange accepts this provider's codes. */
  login: LoginProvider;
  name: string;
  path: string;
  /** LINE requires `scope` (the console sends `profile`); Apple's is optional. */
  requiresScope: boolean;
  clientId: (options: SandboxOptions) => string;
}

export const providers: Record<ProviderId, Provider> = {
  line: {
    id: 'line',
    login: 'lineWeb',
    name: 'LINE',
    path: SandboxPaths.lineAuthorize,
    requiresScope: true,
    clientId: (options) => options.lineClientId,
  },
  apple: {
    id: 'apple',
    login: 'appleWeb',
    name: 'Apple',
    path: SandboxPaths.appleAuthorize,
    requiresScope: false,
    clientId: (options) => options.appleClientId,
  },
};

/** The authorize parameters kept from the GET to the POST (as hidden fields). */
export const AUTHORIZE_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'scope',
  'nonce',
  'response_mode',
] as const;
export type AuthorizeParams = Partial<Record<(typeof AUTHORIZE_FIELDS)[number], string>> & {
  client_id: string;
  redirect_uri: string;
  state: string;
};

export type ParamsCheck = { ok: true; params: AuthorizeParams } | { ok: false; problem: string };

/**
 * Checks the authorize parameters the way the providers do, before anything is redirected: an
 * unknown client or a redirect URI not registered for it must never receive a redirect.
 */
export function checkAuthorizeParams(provider: Provider, options: SandboxOptions, raw: unknown): ParamsCheck {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const params: Record<string, string> = {};
  for (const field of AUTHORIZE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') params[field] = value;
    else if (value !== undefined) return { ok: false, problem: `The parameter ${field} must appear once.` };
  }
  if (!params.client_id) return { ok: false, problem: 'The client_id parameter is missing.' };
  if (params.client_id !== provider.clientId(options))
    return { ok: false, problem: 'The client_id is not a registered client.' };
  if (!params.redirect_uri) return { ok: false, problem: 'The redirect_uri parameter is missing.' };
  if (!options.redirectUris.includes(params.redirect_uri)) {
    return { ok: false, problem: 'The redirect_uri is not registered for this client.' };
  }
  if (params.response_type !== 'code') return { ok: false, problem: 'The response_type must be "code".' };
  if (!params.state) return { ok: false, problem: 'The state parameter is missing.' };
  if (params.state.length > 512) return { ok: false, problem: 'The state parameter is too long.' };
  if (provider.requiresScope && !params.scope)
    return { ok: false, problem: 'The scope parameter is missing.' };
  return { ok: true, params: params as AuthorizeParams };
}
