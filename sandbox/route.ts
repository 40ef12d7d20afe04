import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { operations, schemaOf, type OperationId, type Operations } from '../contract/operations';

type StaticOf<O, K extends string> = O extends { [key in K]: infer S extends TSchema } ? Static<S> : unknown;

/** A handler's request, typed by its operation's params, query and JSON body. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Params: StaticOf<Operations[Id], 'params'>;
  Querystring: StaticOf<Operations[Id], 'querystring'>;
  Body: StaticOf<Operations[Id], 'body'>;
}>;

/**
 * One limit for the calls of the table, per client, `perMinute` of them together (0: none), with
 * @fastify/rate-limit's `fastify.rateLimit()` handler: its `x-ratelimit-*` headers on every answer
 * (401 and 403 too: it runs before the guard) and 429 RATE_LIMITED with `retry-after` past it. A call
 * with a limit of its own (sign-in's) keeps it; the sandbox's own paths have none.
 */
export function limitApiCalls(app: FastifyInstance, perMinute: number): void {
  if (perMinute <= 0) return;
  const limit = app.rateLimit({ max: perMinute, timeWindow: '1 minute' });
  app.addHook('onRequest', async (request, reply) => {
    const { schema, config } = request.routeOptions;
    const operationId = (schema as { operationId?: string } | undefined)?.operationId;
    const ownLimit = (config as { rateLimit?: unknown } | undefined)?.rateLimit != null;
    if (operationId && operationId in operations && !ownLimit) await limit.call(app, request, reply);
  });
}

/**
 * Registers the sandbox's handler of a call of the contract's table (contract/operations): its
 * method, path and schemas come from the table; `options` adds what only the sandbox has (a rate
 * limit).
 */
export function route<Id extends OperationId>(
  app: FastifyInstance,
  operationId: Id,
  handler: (request: OperationRequest<Id>, reply: FastifyReply) => unknown,
  options: RouteShorthandOptions = {},
): void {
  const operation = operations[operationId];
  app.route({
    ...options,
    method: operation.method,
    url: operation.path,
    schema: schemaOf(operationId, operation),
    ...('links' in operation ? { links: operation.links } : {}),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
