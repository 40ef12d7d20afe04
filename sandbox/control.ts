import type { FastifyInstance } from 'fastify';
import { SandboxPaths } from '../src/services/contract';
import { ok } from './envelope';
import { parseFaultSettings } from './faults';

/**
 * The sandbox's own control paths: faults, reset, health. No token: the sandbox listens on the
 * loopback interface only, and the console never calls them (tests and the e2e suite do).
 */
export async function registerControl(app: FastifyInstance): Promise<void> {
  app.get(SandboxPaths.faults, async (request, reply) => ok(request, reply, app.faults.list()));

  app.put(SandboxPaths.faults, async (request, reply) => {
    app.faults.replace(parseFaultSettings(request.body));
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
}
