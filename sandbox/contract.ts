import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ContractPaths } from '../contract';
import { swaggerOptions } from '../contract/openapi';

/**
 * The API contract, published from the routes' schemas (@fastify/swagger, with the options
 * `npm run contract` writes contract/openapi.json with): OpenAPI 3.1 at /openapi.json and a
 * reference page at /docs (@fastify/swagger-ui). Both are public. Register it before the routes:
 * the plugin collects them as they are added.
 */
export async function registerContract(app: FastifyInstance): Promise<void> {
  await app.register(swagger, swaggerOptions);
  await app.register(swaggerUi, {
    routePrefix: ContractPaths.docs,
    // Its pages' CSP, whole: scripts and styles of their own origin (Swagger UI's pages have no
    // inline script, so no hash), the inline styles its components set, framed by no page, nothing
    // from other origins, and no upgrade-insecure-requests: the sandbox is served over plain http.
    staticCSP: {
      'default-src': "'self'",
      'base-uri': "'self'",
      'font-src': ["'self'", 'data:'],
      'frame-ancestors': "'none'",
      'img-src': ["'self'", 'data:', 'validator.swagger.io'],
      'object-src': "'none'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': ["'self'", "'unsafe-inline'"],
    },
    uiHooks: {
      onRequest: (_request, reply, done) => {
        void reply.header('x-frame-options', 'DENY').header('x-content-type-options', 'nosniff');
        done();
      },
    },
  });
  app.get(ContractPaths.openapi, { schema: { hide: true } }, () => app.swagger());
}
