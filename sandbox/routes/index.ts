import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit';
import { bookingRoutes } from './bookings';
import { imageRoutes } from './images';
import { locationRoutes } from './locations';
import { partnerRoutes } from './partners';
import { paymentRoutes } from './payments';
import { payoutBatchRoutes } from './payoutBatches';
import { profileRoutes } from './profiles';
import { propertyRoutes } from './properties';
import { propertyTypeRoutes } from './propertyTypes';
import { workQueueRoutes } from './workQueues';

/** The business routes of spec section 7, one file per backend service, and the audit trail (ours). */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(profileRoutes);
  await app.register(partnerRoutes);
  await app.register(propertyRoutes);
  await app.register(propertyTypeRoutes);
  await app.register(locationRoutes);
  await app.register(bookingRoutes);
  await app.register(paymentRoutes);
  await app.register(imageRoutes);
  await app.register(auditRoutes);
  await app.register(workQueueRoutes);
  await app.register(payoutBatchRoutes);
}
