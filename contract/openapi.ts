/**
 * The published contract (OpenAPI 3.1) from the table of operations: `npm run contract` writes it
 * to contract/openapi.json with openapiDocument(), and the sandbox serves the same document at
 * /openapi.json with the same options (sandbox/contract.ts). @fastify/swagger turns the table's
 * schemas into the document; no sandbox (database, seed) is started for it.
 */
import Fastify, { type FastifySchema } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { operations, schemaOf, type OperationId } from './operations';
import { failure } from './schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A route as the document shows it: one not in the table (the sandbox's control and provider
 * pages) hidden; an admin call with the bearer token and its 401 and 403 answers.
 */
function documented(schema: FastifySchema | undefined): FastifySchema {
  const operationId = (schema as { operationId?: string } | undefined)?.operationId;
  const operation = operationId ? operations[operationId as OperationId] : undefined;
  if (!schema || !operation) return { ...schema, hide: true };
  if ('public' in operation && operation.public) return schema;
  return {
    ...schema,
    security: [{ bearer: [] }],
    response: { ...(schema.response as object), 401: failure(401), 403: failure(403) },
  };
}

const Seconds = (description: string) =>
  ({ type: 'integer', format: 'int32', minimum: 0, maximum: 86_400, description }) as const;
/** What every answer of a call says of its client's limit (@fastify/rate-limit's headers). */
const LIMIT_HEADERS = {
  'X-RateLimit-Limit': {
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: 1_000_000,
    description: 'The calls a client may make in the window (a minute).',
  },
  'X-RateLimit-Remaining': {
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: 1_000_000,
    description: 'The calls left to the client in this window.',
  },
  'X-RateLimit-Reset': Seconds('Seconds until the window starts again.'),
} as const;

/** CORS: the console's origin, on an answer to a page of an origin the API allows. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': {
    type: 'string',
    format: 'uri',
    maxLength: 200,
    description:
      "The calling page's origin, when it is one the API allows (the console's); absent otherwise.",
  },
} as const;

/** The answers' headers, each described once in `components.headers`. */
const HEADERS = {
  ...CORS_HEADERS,
  ...LIMIT_HEADERS,
  'Retry-After': Seconds('Seconds to wait before calling again.'),
};

/**
 * The limit's and CORS headers on each success and client failure, and Retry-After on a 429, as
 * references to `components.headers` (transformObject: @fastify/swagger would write each in full).
 */
function withHeaders<T extends object>(document: T): T {
  const refsTo = (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
  const answered = refsTo([...Object.keys(CORS_HEADERS), ...Object.keys(LIMIT_HEADERS)]);
  const { paths, components } = document as unknown as {
    paths: Record<string, Record<string, { responses?: Record<string, { headers?: object }> }>>;
    components: Record<string, unknown>;
  };
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations))
      for (const [code, answer] of Object.entries(operation.responses ?? {}))
        if (/^[24]/.test(code))
          answer.headers = code === '429' ? { ...answered, ...refsTo(['Retry-After']) } : answered;
  components.headers = Object.fromEntries(
    Object.entries(HEADERS).map(([name, { description, ...schema }]) => [name, { description, schema }]),
  );
  return document;
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
 * Relative: each deployment names its own API base (the console's config.json `apiBaseUrl`).
 * Internal (`x-internal`, an extension the types do not list): the marketplace's back-office API,
 * for its admin console, not for the public.
 */
const server = {
  url: '/',
  description:
    'The API base each environment sets (production, staging; the local sandbox: http://127.0.0.1:4000)',
  'x-internal': true,
};

/** @fastify/swagger's options: the document's head, and how each route is shown. */
export const swaggerOptions: FastifyDynamicSwaggerOptions = {
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
      contact: { name: 'The admin console team (README.md, docs/contract.md)' },
    },
    servers: [server],
    tags: [
      { name: 'sign-in', description: 'Tokens for a LINE or Apple sign-in code; their refresh and logout.' },
      { name: 'profiles', description: 'Users: their details, role, active switch and photo.' },
      { name: 'partners', description: 'Requests to become a partner, and their approval.' },
      { name: 'properties', description: 'Pool villas, their property types, owners and approval.' },
      { name: 'locations', description: 'Where the villas are.' },
      { name: 'bookings', description: "Guests' bookings paid by transfer, and partners' own (walk-in)." },
      { name: 'payments', description: "A booking's payments, and the slips that pay its partner." },
      { name: 'images', description: 'Profile photos, property banners and payment slips (public).' },
      { name: 'audit', description: 'Every admin action that changed data (ours, proposed).' },
      {
        name: 'payout-batches',
        description:
          'Payout batches prepared by one admin and approved by another, and their slips (ours, proposed).',
      },
      {
        name: 'work-queues',
        description: "The work queues' counts and home's trends, each in one small answer (ours, proposed).",
      },
    ],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "An active administrator's access token, from sign-in: a JWT issued and checked as RFC8725 " +
            '(JSON Web Token Best Current Practices) asks: one algorithm, fixed by the API and never ' +
            "taken from the token's header; its signature, expiry and required claims verified on every " +
            'call; short-lived (the refresh token renews it).',
        },
      },
    },
    ...mockOptions,
  },
  // The contract's named schemas (`$id`: Profile, Booking…) become components, referenced by name.
  refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  transform: ({ schema, url }) => ({ url, schema: documented(schema) }),
  transformObject: (document) =>
    'openapiObject' in document ? withHeaders(document.openapiObject) : document.swaggerObject,
};

/** The OpenAPI document of every operation of the table. */
export async function openapiDocument(): Promise<unknown> {
  const app = Fastify({ logger: false });
  await app.register(swagger, swaggerOptions);
  for (const [operationId, operation] of Object.entries(operations)) {
    app.route({
      method: operation.method,
      url: operation.path,
      schema: schemaOf(operationId, operation),
      ...('links' in operation ? { links: operation.links } : {}),
      handler: async (_request, reply) => reply.code(501).send(),
    });
  }
  await app.ready();
  try {
    return app.swagger();
  } finally {
    await app.close();
  }
}
