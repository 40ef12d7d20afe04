import { noticeShown } from '../slices/noticeSlice';
import { api } from './api';
import {
  PaymentPaths,
  type PartnerBank,
  type PaymentDetail,
  type PaymentRecord,
  type TransferSlipBatchResult,
} from '../../contract';

/**
 * Which lookup serves a booking's payment record (spec section 4): the pending tab the standard
 * one, the transferred tab the all-payments one, partner bookings the walk-in one.
 */
export type PaymentLookup = 'pending' | 'transferred' | 'walkIn';

const LOOKUP_PATHS: Record<PaymentLookup, string> = {
  pending: PaymentPaths.withPackagePrice,
  transferred: PaymentPaths.all,
  walkIn: PaymentPaths.walkIn,
};

export interface PaymentRecordArgs {
  lookup: PaymentLookup;
  bookingId: string;
}

export interface TransferSlipArgs {
  paymentId: string;
  bookingId: string;
  /** The compressed slip image. */
  file: Blob;
  fileName: string;
}

export interface TransferSlipBatchArgs {
  /** The period 1 payments the one slip pays, with their bookings (to refresh them after). */
  payments: { paymentId: string; bookingId: string }[];
  file: Blob;
  fileName: string;
}

/** A partner whose bank account is read from the payment record of one of their bookings. */
export interface PartnerAccountArgs {
  ownerProfileId: string;
  bookingId: string;
}

/** A partner's bank details as read: absent (null) when the partner gave none; unread on a failure. */
export type PartnerAccountAnswer = { read: true; bank: PartnerBank | null } | { read: false };

/** Payment details need data (spec section 7): an answer without booking details is no record. */
function recordOf(data: unknown): PaymentRecord | null {
  const record = data as Partial<PaymentRecord> | null;
  if (typeof record !== 'object' || record === null) return null;
  if (typeof record.bookingDetails !== 'object' || record.bookingDetails === null) return null;
  return {
    bookingDetails: record.bookingDetails,
    paymentDetails: Array.isArray(record.paymentDetails)
      ? record.paymentDetails.filter(
          (payment): payment is PaymentDetail => typeof payment === 'object' && payment !== null,
        )
      : [],
    propertyOwner: typeof record.propertyOwner === 'object' ? (record.propertyOwner ?? null) : null,
  };
}

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentRecord: build.query<PaymentRecord | null, PaymentRecordArgs>({
      query: ({ lookup, bookingId }) => ({ url: LOOKUP_PATHS[lookup], params: { bookingId } }),
      transformResponse: recordOf,
      providesTags: (_result, _error, { bookingId }) => [{ type: 'Payments', id: bookingId }, 'Payments'],
      // The dialog shows its own empty state when the details cannot be read (spec section 8).
      extraOptions: { silent: true },
    }),
    /** The admin's transfer slip to the partner: pays the partner, moves the booking to transferred. */
    uploadTransferSlip: build.mutation<PaymentDetail, TransferSlipArgs>({
      query: ({ paymentId, bookingId, file, fileName }) => {
        // No content type here: the browser sets multipart/form-data with its boundary.
        const body = new FormData();
        body.append('file', file, fileName);
        return {
          url: PaymentPaths.transferSlipToPartner,
          method: 'POST',
          params: { paymentId, bookingId },
          body,
        };
      },
      invalidatesTags: (_result, _error, { bookingId }) => [
        'Bookings',
        { type: 'Payments', id: bookingId },
        'Audit',
      ],
      // The failure is shown under the upload box (spec section 8), not as an alert.
      extraOptions: { silent: true },
      // The answer is the paid payment: the open record shows the slip at once, before its refetch.
      // The console's notice confirms it, as every change, and stays after the dialog closes.
      async onQueryStarted({ bookingId }, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          ({ data }) => ({ paid: data }),
          () => null,
        );
        if (!answer) return;
        dispatch(noticeShown({ messageKey: 'payments:upload.success' }));
        const { paid } = answer;
        if (!paid?.adminTransferSlip) return;
        for (const args of paymentsApi.util.selectCachedArgsForQuery(getState(), 'getPaymentRecord')) {
          if (args.bookingId !== bookingId) continue;
          dispatch(
            paymentsApi.util.updateQueryData('getPaymentRecord', args, (record) => {
              const payment = record?.paymentDetails.find((item) => item.paymentId === paid.paymentId);
              if (payment) payment.adminTransferSlip = paid.adminTransferSlip;
            }),
          );
        }
      },
    }),
    /**
     * One slip for many payments of one partner, all or nothing (ours, proposed: the sandbox has
     * it; an API without it answers 404 and the payout run uploads the slip booking by booking).
     */
    uploadTransferSlipBatch: build.mutation<TransferSlipBatchResult, TransferSlipBatchArgs>({
      query: ({ payments, file, fileName }) => {
        const body = new FormData();
        body.append('file', file, fileName);
        for (const { paymentId } of payments) body.append('paymentIds', paymentId);
        return { url: PaymentPaths.transferSlipBatch, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { payments }) => [
        'Bookings',
        'Audit',
        ...payments.map(({ bookingId }) => ({ type: 'Payments' as const, id: bookingId })),
      ],
      // The payout run shows the outcome on each booking's row.
      extraOptions: { silent: true },
    }),
    /**
     * Partners' bank accounts for the payout run. The API gives a partner's bank only inside a
     * booking's payment record (spec section 7), so one record per partner is read: several
     * requests in one query, as RTK Query's `queryFn` with the base query allows. One failing
     * leaves that partner unread, not the others.
     */
    getPartnerAccounts: build.query<Record<string, PartnerAccountAnswer>, PartnerAccountArgs[]>({
      async queryFn(partners, _api, _extraOptions, baseQuery) {
        const answers = await Promise.all(
          partners.map(async ({ ownerProfileId, bookingId }) => {
            const answer = await baseQuery({ url: PaymentPaths.withPackagePrice, params: { bookingId } });
            const record = answer.error ? null : recordOf(answer.data);
            const account: PartnerAccountAnswer = record
              ? { read: true, bank: record.propertyOwner?.partnerBank ?? null }
              : { read: false };
            return [ownerProfileId, account] as const;
          }),
        );
        return { data: Object.fromEntries(answers) };
      },
      // A slip does not change a bank account: only a language change or a reload asks again.
      providesTags: ['Payments'],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useGetPaymentRecordQuery,
  useUploadTransferSlipMutation,
  useGetPartnerAccountsQuery,
} = paymentsApi;

/**
 * The `fixedCacheKey` under which a booking's slip upload is shared: every component calling
 * `useUploadTransferSlipMutation({ fixedCacheKey: transferSlipUploadKey(bookingId) })` sees the
 * same upload (the payment details dialog its progress, the transfer section its success, the
 * upload box its failure). One key per booking: with a fixed key the hook gives no `originalArgs`,
 * so the key itself says whose upload the state is.
 */
export const transferSlipUploadKey = (bookingId: string) => `transfer-slip-${bookingId}`;
