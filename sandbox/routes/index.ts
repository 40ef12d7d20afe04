import type { FastifyInstance } from 'fastify';

/** The business routes of spec section 7, one file per backend service. */
export async function registerRoutes(_app: FastifyInstance): Promise<void> {}
