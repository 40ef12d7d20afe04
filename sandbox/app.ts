import { createHash } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { fitData, registerAnswerFitting } from './answers';
import { limitApiCalls } from './route';
import { ApiError, envelope, jsonTexts, type CachedJson } from './envelope';
import { openDatabase, dropAll, migrate, type Db } from './db';
import { registerAuth } from './auth';
import { registerFaults } from './faults';
import { controlRoutes } from './control/routes';
import { registerContract } from './contract';
import { registerRoutes } from './routes';
import { seed } from './seed';
import { Random } from './seed/random';
import { simulateOrder, simulateStep } from './simulation';
import { registerValidation } from './validation';
import type { SimulateQuery, Simulated } from './control/schemas';
import { defaultOptions, type SandboxOptions } from './options';

export { MAX_UPLOAD_BYTES } from './routes/uploads';
export { defaultOptions, type SandboxOptions } from './options';

/** The largest JSON body taken (uploads have their own limit, MAX_UPLOAD_BYTES). */
export const MAX_JSON_BYTES = 10 * 1024 * 1024;

const originsOf = (uris: string[]) => [...new Set(uris.map((uri) => new URL(uri).origin))];
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    sandbox: SandboxOptions;
    /** Drops and reseeds the database in place (the reset control path, tests). */
    reseed: () => void;
    /** Runs `hook` after every reseed (the auth side writes its signing key back). */
    afterReseed: (hook: () => void) => void;
    /**
     * The JSON of an unfiltered list and its digest (the ETag's), built once and reused until a
     * write has been handled: the whole-list answers (10,000 users on the large seed) are the heavy ones.
     */
    cachedJson: (request: FastifyRequest, key: string, build: () => unknown) => CachedJson;
    /**
     * Exactly the activities of `order` (simulation.ts), or without one a step as the timer takes
     * it; the lists show them at once.
     */
    simulate: (order?: SimulateQuery) => Simulated;
  }
}

export async function buildSandbox(overrides: Partial<SandboxOptions> = {}): Promise<FastifyInstance> {
  const given: SandboxOptions = { ...defaultOptions(), ...overrides };
  const options: SandboxOptions = {
    ...given,
    consoleOrigins: [...new Set([...originsOf(given.redirectUris), ...given.consoleOrigins])],
  };
  const db = openDatabase(options.dbFile);
  const reseedHooks: Array<() => void> = [];
  const reseed = () => {
    dropAll(db);
    migrate(db);
    if (options.seed !== 'none') seed(db, options.seed, options.now());
    for (const hook of reseedHooks) hook();
    listCache.clear();
  };
  const listCache = new Map<string, CachedJson>();
  if (options.reset) reseed();
  else if (options.seed !== 'none' && isEmpty(db)) seed(db, options.seed, options.now());

  const app = Fastify({
    logger: options.logger,
    bodyLimit: MAX_JSON_BYTES,
    trustProxy: false,
    // An address the router cannot take (an over-long id, bad percent-encoding) is answered in the
    // envelope, with the CORS headers, like every other failure: the console then reads it.
    frameworkErrors: (error, request, frameworkReply) => {
      const reply = frameworkReply as FastifyReply;
      const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const origin = request.headers.origin;
      if (origin && options.consoleOrigins.includes(origin))
        reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
      return reply.code(code).send(envelope(request, code, 'VALIDATION_ERROR', null, error.message));
    },
  });
  app.decorate('db', db);
  app.decorate('sandbox', options);
  app.decorate('reseed', reseed);
  app.decorate('afterReseed', (hook: () => void) => void reseedHooks.push(hook));
  app.addHook('onClose', async () => db.close());
  // One sequence of guests and villas per sandbox run: a test's steps are the same each time.
  const simulationRandom = new Random(20261126);
  app.decorate('simulate', (order?: SimulateQuery) => {
    const made = db.transaction(() =>
      order
        ? simulateOrder(db, options.now(), simulationRandom, order)
        : simulateStep(db, options.now(), simulationRandom),
    )();
    // Every activity changes a list (bookings, applications, property types): none is served stale.
    listCache.clear();
    return made;
  });
  if (options.simulateEverySeconds !== null) {
    const timer = setInterval(() => db.open && app.simulate(), options.simulateEverySeconds * 1000);
    // The sandbox stops when its server closes, whatever the timer is doing.
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.decorate('cachedJson', (request: FastifyRequest, key: string, build: () => unknown) => {
    let cached = listCache.get(key);
    if (cached === undefined) {
      // Sent as text, so past the serializer: fitted to the contract here (see answers.ts).
      const json = JSON.stringify(fitData(request, build()));
      cached = { json, digest: createHash('sha1').update(json).digest('base64url') };
      listCache.set(key, cached);
    }
    return cached;
  });
  // Any call that may write empties the cache once its handler has run, before its answer leaves:
  // a list built while the write was still arriving (an upload's body) is never served after it.
  app.addHook('onSend', async (request) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method)) listCache.clear();
  });

  await app.register(cors, {
    origin: options.consoleOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    maxAge: 600,
  });
  // Brotli or gzip, as a production gateway answers: the whole lists are megabytes of JSON.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // Sign-in's paths have their own limit (per route, see registerAuth); every other call of the
  // contract shares one, checked before the guard so that a 401 says it too (limitApiCalls).
  await app.register(rateLimit, { global: false });
  registerValidation(app);
  registerAnswerFitting(app);

  app.setErrorHandler((error, request, reply) => {
    const failure = apiErrorOf(error);
    if (failure.httpCode === 500) request.log.error(error);
    return reply
      .code(failure.httpCode)
      .send(envelope(request, failure.httpCode, failure.reason, null, failure.detail, failure.text));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(envelope(request, 404, 'NOT_FOUND', null, request.url.split('?')[0])),
  );

  // Hook order matters: faults first (latency, drops, 500s), then the admin guard. The contract
  // comes before the routes it describes: @fastify/swagger collects them as they are added.
  await registerFaults(app);
  limitApiCalls(app, options.apiRateLimit);
  await registerContract(app);
  await app.register(controlRoutes);
  await registerAuth(app);
  await registerRoutes(app);
  return app;
}

/** Fastify's and its plugins' errors as the API's: a client's mistake is a 4xx in the envelope. */
function apiErrorOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const { code, statusCode, message } = error as FastifyError;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new ApiError(413, 'PAYLOAD_TOO_LARGE', undefined, jsonTexts.payloadTooLarge);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', undefined, jsonTexts.unsupportedMediaType);
  if (statusCode === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE');
  if (statusCode === 415) return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
  if (statusCode === 429) return new ApiError(429, 'RATE_LIMITED');
  if (statusCode && statusCode >= 400 && statusCode < 500)
    return new ApiError(400, 'VALIDATION_ERROR', message);
  return new ApiError(500, 'INTERNAL_ERROR');
}

function isEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) FROM profiles').pluck().get() as number) === 0;
}
