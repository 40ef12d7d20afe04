import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, RouteShorthandOptions } from 'fastify';
import { accountByEmail, pickerAccounts } from '../auth/accounts';
import { issueCode } from './codes';
import { registerAssets } from './assets';
import { errorPage, pickerPage, type Page } from './pages';
import { checkAuthorizeParams, providers, type Provider } from './providers';

const send = (reply: FastifyReply, page: Page) =>
  reply.code(page.status).headers(page.headers).send(page.html);

/**
 * The simulated LINE and Apple authorize pages. GET shows the account picker; choosing an account
 * POSTs the same path and answers 302 to `redirect_uri?code=…&state=…`. Problems with the client,
 * the redirect URI or the state get an error page and never a redirect. The pages post forms: this
 * scope alone parses them.
 */
export const oauthRoutes: FastifyPluginAsync<{ postOptions: RouteShorthandOptions }> = async (
  app,
  { postOptions },
) => {
  await app.register(formbody);
  await registerAssets(app);
  for (const provider of Object.values(providers)) {
    app.get(provider.path, async (request, reply) => {
      const check = checkAuthorizeParams(provider, app.sandbox, request.query);
      if (!check.ok) return send(reply, errorPage(provider, check.problem));
      return send(reply, pickerPage(provider, check.params, pickerAccounts(app.db)));
    });

    app.post(provider.path, postOptions, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const check = checkAuthorizeParams(provider, app.sandbox, body);
      if (!check.ok) return send(reply, errorPage(provider, check.problem));
      const { params } = check;
      const target = new URL(params.redirect_uri);
      if (body.cancel !== undefined) {
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_description', 'The user cancelled the sign-in.');
        target.searchParams.set('state', params.state);
        return redirect(reply, target);
      }
      const email = typeof body.account === 'string' ? body.account : '';
      const account = email ? accountByEmail(app.db, email) : null;
      if (!account)
        return send(reply, errorPage(provider, email ? 'No such account.' : 'Choose an account.'));
      const code = issueCode(
        app.db,
        {
          provider: provider.id,
          clientId: params.client_id,
          redirectUri: params.redirect_uri,
          profileId: account.profileId,
        },
        app.sandbox.now(),
      );
      target.searchParams.set('code', code);
      target.searchParams.set('state', params.state);
      return redirect(reply, target);
    });
  }
};

function redirect(reply: FastifyReply, target: URL) {
  return reply
    .code(302)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(target.toString(), 302);
}

export type { Provider };
