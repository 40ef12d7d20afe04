import { PayoutBatchPaths } from '../paths';
import {
  IdParamsSchema,
  ImageUploadBody,
  PayoutBatchListQuerySchema,
  PayoutBatchListSchema,
  PayoutBatchSchema,
  PayoutBatchSlipQuerySchema,
  PayoutSettingsSchema,
  PreparePayoutBatchRequestSchema,
  SendBackPayoutBatchRequestSchema,
} from '../schemas';
import type { Operation } from './operation';

const tags = ['payout-batches'];
const byId = { tags, params: IdParamsSchema, answer: PayoutBatchSchema } as const;

export const payoutBatchOperations = {
  listPayoutBatches: {
    method: 'GET',
    path: PayoutBatchPaths.batches,
    summary: 'Payout batches, newest first, by status (ours, proposed)',
    tags,
    querystring: PayoutBatchListQuerySchema,
    answer: PayoutBatchListSchema,
    failures: [400],
    links: {
      200: {
        getPayoutBatch: {
          operationId: 'getPayoutBatch',
          parameters: { id: '$response.body#/data/0/batchId' },
        },
      },
    },
  },
  preparePayoutBatch: {
    method: 'POST',
    path: PayoutBatchPaths.batches,
    summary:
      'Prepares a payout batch: the bookings, partners, bank accounts and amounts frozen for approval (ours, proposed)',
    description:
      'Each booking\u2019s period 1 payment must be owed to its partner (contract/money.ts) and in no other open batch (409 naming ' +
      'those refused). A batch whose total is under the approval threshold is approved as prepared.',
    tags,
    body: PreparePayoutBatchRequestSchema,
    answer: PayoutBatchSchema,
    success: 201,
    failures: [400, 409],
  },
  getPayoutBatch: {
    method: 'GET',
    path: PayoutBatchPaths.byId.route,
    summary: 'A payout batch with its lines and what changed since it was prepared (ours, proposed)',
    ...byId,
    failures: [400, 404],
  },
  approvePayoutBatch: {
    method: 'POST',
    path: PayoutBatchPaths.approve.route,
    summary: 'Approves a prepared payout batch (ours, proposed)',
    description:
      'By an administrator who did not prepare it (403 SELF_APPROVAL otherwise, for every admin), while it ' +
      'matches the marketplace (409 STALE otherwise: the batch is then stale and must be prepared again).',
    ...byId,
    failures: [400, 403, 404, 409],
  },
  sendBackPayoutBatch: {
    method: 'POST',
    path: PayoutBatchPaths.sendBack.route,
    summary: 'Sends a prepared payout batch back to its preparer with a reason (ours, proposed)',
    ...byId,
    body: SendBackPayoutBatchRequestSchema,
    failures: [400, 403, 404, 409],
  },
  uploadPayoutBatchSlip: {
    method: 'POST',
    path: PayoutBatchPaths.slips.route,
    summary: "Records one partner's transfer slip for their bookings of an approved batch (ours, proposed)",
    description:
      'Once per partner; the batch is paid when every partner is. 409 STALE when it no longer matches the ' +
      'marketplace, 409 CONFLICT when it is not approved or that partner is paid.',
    ...byId,
    querystring: PayoutBatchSlipQuerySchema,
    body: ImageUploadBody('file'),
    failures: [400, 404, 409, 413, 415],
  },
  getPayoutSettings: {
    method: 'GET',
    path: PayoutBatchPaths.settings,
    summary: 'The payout settings: the amount under which a batch needs no second admin (ours, proposed)',
    tags,
    answer: PayoutSettingsSchema,
  },
  updatePayoutSettings: {
    method: 'PUT',
    path: PayoutBatchPaths.settings,
    summary: 'Changes the payout settings, audited (ours, proposed)',
    tags,
    body: PayoutSettingsSchema,
    answer: PayoutSettingsSchema,
    failures: [400],
  },
} as const satisfies Record<string, Operation>;
