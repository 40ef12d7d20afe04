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
    // The plugin's own CSP for its pages (scripts of their origin, inline ones by hash), with what
    // Swagger UI needs beyond it (the inline styles its components set), framed by no page, nothing
    // from other origins, and without upgrade-insecure-requests: the sandbox is served over plain http.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace("font-src 'self' https: data:", "font-src 'self' data:")
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
    uiHooks: {
      onRequest: (_request, reply, done) => {
        void reply.header('x-frame-options', 'DENY').header('x-content-type-options', 'nosniff');
        done();
      },
    },
  });
  app.get(ContractPaths.openapi, { schema: { hide: true } }, () => app.swagger());
}
