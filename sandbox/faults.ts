import type { FastifyInstance } from 'fastify';

/** Faults on demand: latency, 500s, dropped connections, expired tokens, for chosen paths. */
export async function registerFaults(_app: FastifyInstance): Promise<void> {}
