/**
 * Every call of the marketplace API, one entry each (by operationId): its method and path, what it
 * takes and answers, the failures it can give, and how the published contract describes it. The
 * sandbox registers its routes from this table (sandbox/route.ts) and `npm run contract` writes
 * openapi.json from it (contract/openapi.ts), so neither can describe a call the other lacks.
 *
 * The schemas are TypeBox (contract/schemas/): only the sandbox and the scripts import this table;
 * the console takes its types from contract/types.ts.
 */
import type { Operation } from './operation';
import { auditOperations } from './audit';
import { authOperations } from './auth';
import { bookingOperations } from './bookings';
import { imageOperations } from './images';
import { partnerOperations } from './partners';
import { paymentOperations } from './payments';
import { profileOperations } from './profiles';
import { propertyOperations } from './properties';
import { payoutBatchOperations } from './payoutBatches';
import { trendOperations } from './trends';
import { workQueueOperations } from './workQueues';

export const operations = {
  ...authOperations,
  ...profileOperations,
  ...partnerOperations,
  ...propertyOperations,
  ...bookingOperations,
  ...paymentOperations,
  ...imageOperations,
  ...auditOperations,
  ...workQueueOperations,
  ...trendOperations,
  ...payoutBatchOperations,
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export { schemaOf, type Method, type Operation, type OperationLink } from './operation';
