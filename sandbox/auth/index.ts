import type { FastifyInstance } from 'fastify';

/** The simulated providers, token exchange, refresh, logout and the admin guard. */
export async function registerAuth(_app: FastifyInstance): Promise<void> {}
