import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { ContractPaths } from '../contract';
import { failure } from '../contract/schemas';
import { isPublicRoute } from './auth';
import { DAY_MS } from './routes/dates';

/** The sandbox's own paths (control, simulated provider pages): the real API has none of them. */
const isSandboxOnly = (url: string) => url.startsWith('/__sandbox/') || url.startsWith('/oauth/');

/**
 * A route as the document shows it: the sandbox's own hidden; an admin call, as the guard serves
 * it, with the bearer token and its 401 and 403 answers.
 */
function documented(url: string, schema: FastifySchema): FastifySchema {
  if (isSandboxOnly(url)) return { ...schema, hide: true };
  if (isPublicRoute(url)) return schema;
  return {
    ...schema,
    security: [{ bearer: [] }],
    response: { ...(schema.response as object), 401: failure(401), 403: failure(403) },
  };
}

/**
 * For a mock made from the document (Prism, `npm run mock`; json-schema-faker's options): answers
 * use the schemas' `examples` where they give one, so sign-in returns the example token, which the
 * console can read, and bookings typical charges; every field described is sent, as the sandbox
 * sends them; dates fall within 45 days of now, either side (a number is an offset from now in
 * ms): stays are booked ahead, so the month the earnings and the payout run open on has bookings
 * on its first day as on its last; lists hold 20 to 25 items, as the spec's unpaged lists hold many:
 * enough that a month has bookings of each kind (owed, paid, awaiting their deposit).
 * An `x-` extension, which @fastify/swagger copies to the document's root but its types do not list.
 */
const mockOptions = {
  'x-json-schema-faker': {
    useExamplesValue: true,
    alwaysFakeOptionals: true,
    minDateTime: -45 * DAY_MS,
    maxDateTime: 45 * DAY_MS,
    minItems: 20,
  },
};

/**
 * The API contract, published from the routes' schemas (@fastify/swagger): OpenAPI 3.1 at
 * /openapi.json and a reference page at /docs (@fastify/swagger-ui). Both are public. Register it
 * before the routes: the plugin collects them as they are added.
 */
export async function registerContract(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pool villa marketplace API',
        version: 'v1',
        description:
          'The calls the admin console makes (spec section 7). Every JSON answer is the envelope ' +
          '`{status: {code, title, message, description, transactionId}, data}`; `status.code` mirrors ' +
          'the HTTP status and `description` is a stable reason. Titles and messages are Thai, or ' +
          "English when Accept-Language starts with `en`. Admin calls need an active administrator's " +
          'access token.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      ...mockOptions,
    },
    // The contract's named schemas (`$id`: Profile, Booking…) become components, referenced by name.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: ({ schema, url }) => ({ url, schema: documented(url, schema) }),
  });
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
