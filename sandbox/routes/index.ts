import type { FastifyInstance } from 'fastify';
import { registerBookingRoutes } from './bookings';
import { registerImageRoutes } from './images';
import { registerLocationRoutes } from './locations';
import { registerPartnerRoutes } from './partners';
import { registerPaymentRoutes } from './payments';
import { registerProfileRoutes } from './profiles';
import { registerPropertyRoutes } from './properties';

/** The business routes of spec section 7, one file per backend service. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await registerProfileRoutes(app);
  await registerPartnerRoutes(app);
  await registerPropertyRoutes(app);
  await registerLocationRoutes(app);
  await registerBookingRoutes(app);
  await registerPaymentRoutes(app);
  await registerImageRoutes(app);
}
