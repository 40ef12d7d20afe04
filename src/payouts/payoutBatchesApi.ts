import { toNumber } from '../lib/format';
import { api } from '../services/api';
import type { ApiFailure } from '../services/apiFailure';
import { countOf, fieldsOf, idOf, listAnswer, objectsOf, textOrNull, type Fields } from '../services/answers';
import {
  PAYOUT_BATCH_STATUSES,
  PAYOUT_STALE_REASONS,
  PayoutBatchPaths,
  type PayoutBatch,
  type PayoutBatchLine,
  type PayoutBatchSummary,
  type PayoutSettings,
  type SendBackPayoutBatchRequest,
} from '../../contract';

/**
 * A payout batch as the console reads it: a status a later API adds is kept as sent (the screens
 * show it as unknown and offer nothing on it), a stale reason it adds is dropped.
 */
export type PayoutBatchSummaryView = Omit<PayoutBatchSummary, 'status'> & { status: string };
export type PayoutBatchView = Omit<PayoutBatch, 'status'> & { status: string };

/** The batches, or word that the API has no payout batches (it answered 404: the calls are ours, proposed). */
export type PayoutBatchListAnswer =
  { available: true; batches: PayoutBatchSummaryView[] } | { available: false };

const amountOf = (value: unknown) => Math.max(0, toNumber(value));
const adminOf = (value: unknown) => {
  const fields = fieldsOf(value) ?? {};
  return { id: textOrNull(fields.id), name: textOrNull(fields.name) };
};

/** What the screens can trust of a batch's figures: missing is 0 or '-', never a blank page. */
function summaryAnswer(fields: Fields): PayoutBatchSummaryView {
  return {
    batchId: idOf(fields.batchId),
    status: textOrNull(fields.status) ?? '',
    total: amountOf(fields.total),
    partners: countOf(fields.partners),
    bookings: countOf(fields.bookings),
    preparedBy: adminOf(fields.preparedBy),
    preparedAt: textOrNull(fields.preparedAt) ?? '',
    // Unknown: the batch waits for a second admin, the safe reading.
    approvalNeeded: fields.approvalNeeded !== false,
    decidedBy: fieldsOf(fields.decidedBy) ? adminOf(fields.decidedBy) : null,
    decidedAt: textOrNull(fields.decidedAt),
    reason: textOrNull(fields.reason),
    bookingIds: (Array.isArray(fields.bookingIds) ? fields.bookingIds : []).filter(
      (id): id is string => typeof id === 'string',
    ),
  };
}

function lineAnswer(fields: Fields): PayoutBatchLine {
  const bank = fieldsOf(fields.bankAccount);
  return {
    paymentId: idOf(fields.paymentId),
    bookingId: idOf(fields.bookingId),
    bookingCode: textOrNull(fields.bookingCode),
    ownerProfileId: idOf(fields.ownerProfileId),
    ownerFirstName: textOrNull(fields.ownerFirstName),
    ownerLastName: textOrNull(fields.ownerLastName),
    bankAccount: bank
      ? {
          bankName: textOrNull(bank.bankName),
          accountNumber: textOrNull(bank.accountNumber),
          accountName: textOrNull(bank.accountName),
        }
      : null,
    period1Amount: amountOf(fields.period1Amount),
    commissionAmount: amountOf(fields.commissionAmount),
    feeAmount: amountOf(fields.feeAmount),
    transferAmount: amountOf(fields.transferAmount),
    slipImageId: textOrNull(fields.slipImageId),
    staleReasons: (Array.isArray(fields.staleReasons) ? fields.staleReasons : []).filter(
      (reason): reason is PayoutBatchLine['staleReasons'][number] =>
        (PAYOUT_STALE_REASONS as readonly unknown[]).includes(reason),
    ),
  };
}

export function batchAnswer(data: unknown): PayoutBatchView {
  const fields = fieldsOf(data) ?? {};
  return { ...summaryAnswer(fields), lines: listAnswer(fields.lines, lineAnswer) };
}

/** A status the console knows how to act on; any other is shown as unknown. */
export const isKnownBatchStatus = (status: string): status is PayoutBatch['status'] =>
  (PAYOUT_BATCH_STATUSES as readonly string[]).includes(status);

/** The admin may approve it: a prepared batch they did not prepare, with nothing changed under it. */
export function approvalOf(batch: PayoutBatchView, adminId: string | null | undefined) {
  if (batch.status !== 'PREPARED') return { allowed: false, why: 'notPrepared' } as const;
  if (adminId && batch.preparedBy.id === adminId) return { allowed: false, why: 'ownBatch' } as const;
  if (batch.lines.some((line) => line.staleReasons.length > 0))
    return { allowed: false, why: 'stale' } as const;
  return { allowed: true, why: null } as const;
}

const BATCHES = { type: 'PayoutBatches', id: 'LIST' } as const;

export const payoutBatchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The batches, newest first; a 404 says the API has no payout batches (the run then pays as before). */
    listPayoutBatches: build.query<PayoutBatchListAnswer, PayoutBatch['status'] | void>({
      async queryFn(status, _api, _extraOptions, call) {
        const result = await call({ url: PayoutBatchPaths.batches, params: status ? { status } : {} });
        if (result.error?.status === 404) return { data: { available: false } };
        if (result.error) return { error: result.error as ApiFailure };
        return { data: { available: true, batches: objectsOf(result.data).map(summaryAnswer) } };
      },
      providesTags: [BATCHES],
      extraOptions: { silent: true },
    }),
    getPayoutBatch: build.query<PayoutBatchView, string>({
      query: (batchId) => PayoutBatchPaths.byId(batchId),
      transformResponse: batchAnswer,
      providesTags: (_result, _error, batchId) => [{ type: 'PayoutBatches', id: batchId }],
      extraOptions: { silent: true },
    }),
    preparePayoutBatch: build.mutation<PayoutBatchView, readonly string[]>({
      query: (bookingIds) => ({ url: PayoutBatchPaths.batches, method: 'POST', body: { bookingIds } }),
      transformResponse: batchAnswer,
      invalidatesTags: [BATCHES, 'Bookings', 'Audit'],
    }),
    approvePayoutBatch: build.mutation<PayoutBatchView, string>({
      query: (batchId) => ({ url: PayoutBatchPaths.approve(batchId), method: 'POST' }),
      transformResponse: batchAnswer,
      // A refusal (stale, not one's own) changes the batch too: it is asked for again either way.
      invalidatesTags: (_result, _error, batchId) => [
        BATCHES,
        { type: 'PayoutBatches', id: batchId },
        'Audit',
      ],
    }),
    sendBackPayoutBatch: build.mutation<PayoutBatchView, { batchId: string } & SendBackPayoutBatchRequest>({
      query: ({ batchId, reason }) => ({
        url: PayoutBatchPaths.sendBack(batchId),
        method: 'POST',
        body: { reason },
      }),
      transformResponse: batchAnswer,
      invalidatesTags: (_result, _error, { batchId }) => [
        BATCHES,
        { type: 'PayoutBatches', id: batchId },
        'Bookings',
        'Audit',
      ],
    }),
    uploadPayoutBatchSlip: build.mutation<
      PayoutBatchView,
      { batchId: string; ownerProfileId: string; file: Blob; fileName: string }
    >({
      query: ({ batchId, ownerProfileId, file, fileName }) => {
        // No content type here: the browser sets multipart/form-data with its boundary.
        const body = new FormData();
        body.append('file', file, fileName);
        return { url: PayoutBatchPaths.slips(batchId), method: 'POST', params: { ownerProfileId }, body };
      },
      transformResponse: batchAnswer,
      invalidatesTags: (_result, _error, { batchId }) => [
        BATCHES,
        { type: 'PayoutBatches', id: batchId },
        'Bookings',
        'Payments',
        'Audit',
      ],
      extraOptions: { silent: true },
    }),
    getPayoutSettings: build.query<PayoutSettings, void>({
      query: () => PayoutBatchPaths.settings,
      transformResponse: (data: unknown): PayoutSettings => {
        const threshold = fieldsOf(data)?.approvalThreshold;
        return {
          approvalThreshold: threshold === null || threshold === undefined ? null : amountOf(threshold),
        };
      },
      providesTags: [{ type: 'PayoutBatches', id: 'SETTINGS' }],
    }),
    updatePayoutSettings: build.mutation<PayoutSettings, PayoutSettings>({
      query: (settings) => ({ url: PayoutBatchPaths.settings, method: 'PUT', body: settings }),
      invalidatesTags: [{ type: 'PayoutBatches', id: 'SETTINGS' }, 'Audit'],
    }),
  }),
});

export const {
  useListPayoutBatchesQuery,
  useGetPayoutBatchQuery,
  usePreparePayoutBatchMutation,
  useApprovePayoutBatchMutation,
  useSendBackPayoutBatchMutation,
  useUploadPayoutBatchSlipMutation,
  useGetPayoutSettingsQuery,
  useUpdatePayoutSettingsMutation,
} = payoutBatchesApi;
