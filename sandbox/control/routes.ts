import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers } from '../../contract/schemas';
import { ApiError, invalid, ok } from '../envelope';
import { hasEffect } from '../faults';
import {
  FaultSettingsSchema,
  SANDBOX_CONTROL_HEADER,
  SandboxPaths,
  SimulateQuerySchema,
  SimulatedSchema,
} from './schemas';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const hostnameOf = (host: string | undefined) => {
  try {
    return host ? new URL(`http://${host}`).hostname : null;
  } catch {
    return null;
  }
};

const sameText = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Who may drive the control paths. A web page the developer has open could otherwise wipe the
 * database with a cross-site POST, or reach it through DNS rebinding; so the Host must be a
 * loopback name, an Origin (sent by browsers) must be the sandbox's own or a console's, and faults
 * and reset need the control token printed at start (a browser cannot send it: CORS does not
 * allow the header).
 */
function refuseForeignControl(app: FastifyInstance, request: FastifyRequest, needsToken: boolean): void {
  const host = hostnameOf(request.headers.host);
  if (!host || !LOOPBACK_HOSTS.has(host))
    throw new ApiError(403, 'FORBIDDEN', 'control paths answer on loopback only');
  const origin = request.headers.origin;
  if (
    origin !== undefined &&
    origin !== `http://${request.headers.host}` &&
    !app.sandbox.consoleOrigins.includes(origin)
  )
    throw new ApiError(403, 'FORBIDDEN', 'control paths refuse other sites');
  const token = request.headers[SANDBOX_CONTROL_HEADER];
  if (needsToken && (typeof token !== 'string' || !sameText(token, app.sandbox.controlToken)))
    throw new ApiError(401, 'UNAUTHORIZED', `${SANDBOX_CONTROL_HEADER} missing or wrong`);
}

/** The sandbox's own control paths: faults, reset and simulate (with the control token), health (without). */
export const controlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guarded = { onRequest: async (request: FastifyRequest) => refuseForeignControl(app, request, true) };

  app.get(SandboxPaths.faults, guarded, async (request, reply) => ok(request, reply, app.faults.list()));

  app.put(
    SandboxPaths.faults,
    { ...guarded, schema: { body: FaultSettingsSchema } },
    async (request, reply) => {
      const { rules } = request.body;
      const idle = rules.findIndex((rule) => !hasEffect(rule));
      if (idle >= 0) throw invalid(`rules[${idle}] (no effect)`);
      app.faults.replace(rules);
      return ok(request, reply, app.faults.list());
    },
  );

  app.delete(SandboxPaths.faults, guarded, async (request, reply) => {
    app.faults.clear();
    return ok(request, reply, app.faults.list());
  });

  app.post(SandboxPaths.reset, guarded, async (request, reply) => {
    app.reseed();
    return ok(request, reply, { reset: true, seed: app.sandbox.seed });
  });

  app.post(
    SandboxPaths.simulate,
    {
      ...guarded,
      schema: { querystring: SimulateQuerySchema, response: answers(SimulatedSchema, [400, 401, 403]) },
    },
    async (request, reply) => {
      const counts = Object.values(request.query);
      if (counts.length > 0 && !counts.some((count) => count > 0))
        throw invalid('bookings, periodTwo, applications, propertyTypes: one above 0');
      return ok(request, reply, app.simulate(counts.length > 0 ? request.query : undefined));
    },
  );

  app.get(
    SandboxPaths.health,
    { onRequest: async (request: FastifyRequest) => refuseForeignControl(app, request, false) },
    async (request, reply) => ok(request, reply, { status: 'ok', faults: app.faults.list().rules.length }),
  );
};
