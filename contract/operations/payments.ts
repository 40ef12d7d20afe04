import { PaymentPaths } from '../paths';
import {
  ImageUploadBody,
  PaymentDetailSchema,
  PaymentLookupQuerySchema,
  PaymentRecordSchema,
  TransferSlipBatchBody,
  TransferSlipBatchResultSchema,
  TransferSlipQuerySchema,
} from '../schemas';
import type { Operation } from './operation';

const tags = ['payments'];
/** A booking's details, payments and owner, by bookingId: each lookup serves its own tab. */
const paymentLookup = {
  tags,
  querystring: PaymentLookupQuerySchema,
  answer: PaymentRecordSchema,
  failures: [400, 404],
} as const;

export const paymentOperations = {
  getPaymentsWithPackagePrice: {
    method: 'GET',
    path: PaymentPaths.withPackagePrice,
    summary: "A guest booking's details, payments and owner: the pending tab (ours)",
    ...paymentLookup,
  },
  getWalkInPayments: {
    method: 'GET',
    path: PaymentPaths.walkIn,
    summary: "A walk-in booking's details, payments and owner: partner bookings (ours)",
    ...paymentLookup,
  },
  getAllPayments: {
    method: 'GET',
    path: PaymentPaths.all,
    summary: "Any booking's details, payments and owner: the transferred tab (ours)",
    ...paymentLookup,
  },
  uploadTransferSlipToPartner: {
    method: 'POST',
    path: PaymentPaths.transferSlipToPartner,
    summary: "Records the partner's payout for an accepted period 1 payment, with the transfer slip",
    tags,
    querystring: TransferSlipQuerySchema,
    body: ImageUploadBody('file'),
    answer: PaymentDetailSchema,
    failures: [400, 404, 409, 413, 415],
  },
  uploadTransferSlipBatch: {
    method: 'POST',
    path: PaymentPaths.transferSlipBatch,
    summary:
      "Records one partner's payout for several accepted period 1 payments with one transfer slip, all or nothing (ours, proposed)",
    tags,
    body: TransferSlipBatchBody,
    answer: TransferSlipBatchResultSchema,
    failures: [400, 409, 413, 415],
  },
} as const satisfies Record<string, Operation>;
