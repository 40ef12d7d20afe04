import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SandboxPaths } from '../src/services/contract';
import { FaultSettingsSchema } from '../src/services/contract/schemas';
import { invalid, ok } from './envelope';
import { hasEffect } from './faults';

/**
 * The sandbox's own control paths: faults, reset, health. No token: the sandbox listens on the
 * loopback interface only, and the console never calls them (tests and the e2e suite do).
 */
export const controlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SandboxPaths.faults, async (request, reply) => ok(request, reply, app.faults.list()));

  app.put(SandboxPaths.faults, { schema: { body: FaultSettingsSchema } }, async (request, reply) => {
    const { rules } = request.body;
    const idle = rules.findIndex((rule) => !hasEffect(rule));
    if (idle >= 0) throw invalid(`rules[${idle}] (no effect)`);
    app.faults.replace(rules);
    return ok(request, reply, app.faults.list());
  });

  app.delete(SandboxPaths.faults, async (request, reply) => {
    app.faults.clear();
    return ok(request, reply, app.faults.list());
  });

  app.post(SandboxPaths.reset, async (request, reply) => {
    app.reseed();
    return ok(request, reply, { reset: true, seed: app.sandbox.seed });
  });

  app.get(SandboxPaths.health, async (request, reply) =>
    ok(request, reply, { status: 'ok', faults: app.faults.list().rules.length }),
  );
};
