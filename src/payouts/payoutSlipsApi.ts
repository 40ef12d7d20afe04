import { api } from '../services/api';
import { isApiFailure } from '../services/apiFailure';
import { paymentsApi } from '../services/paymentsApi';
import type { RootState } from '../slices';
import { transferReadinessOf } from './payouts';
import { batchCallAbsent, selectSlipPath, slipProgressShown, type SlipProgress } from './payoutSlipsSlice';

export interface PayoutSlipArgs {
  /** One partner's bookings in the run. */
  bookingIds: readonly string[];
  file: File;
  /** Trying one failed booking again: alone, never in a batch. */
  alone?: boolean;
}

const detailOf = (error: unknown) => (isApiFailure(error) ? error.data.status.message || null : null);

/**
 * Recording one slip for a partner's bookings in the payout run, as one mutation. Each booking's
 * period 1 payment is looked up afresh (a booking paid meanwhile is skipped, never paid twice),
 * then the ready ones are paid with the proposed batch call, all or nothing. When the API answers
 * it does not have that call (404), or refuses the batch as a whole (409: one of them is not
 * payable), the slip goes booking by booking: a failure on one stops nothing else and shows on its
 * row, where it can be tried again alone with the same slip. Each booking's progress is shown as
 * it goes (`payoutSlipsSlice`); the answer is each one's outcome, in order.
 */
export const payoutSlipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordPayoutSlip: build.mutation<SlipProgress[], PayoutSlipArgs>({
      async queryFn({ bookingIds, file, alone = false }, { dispatch, getState }) {
        const outcomes = new Map<string, SlipProgress>();
        const show = (ids: readonly string[], progress: SlipProgress) =>
          dispatch(slipProgressShown({ bookingIds: ids, progress }));
        const settle = (ids: readonly string[], outcome: SlipProgress) => {
          for (const bookingId of ids) outcomes.set(bookingId, outcome);
          show(ids, outcome);
        };

        /** The booking's period 1 payment to pay, or its outcome when it is not to be paid now. */
        const lookUp = async (bookingId: string): Promise<{ paymentId: string } | SlipProgress> => {
          const answer = await dispatch(
            paymentsApi.endpoints.getPaymentRecord.initiate(
              { lookup: 'pending', bookingId },
              { subscribe: false, forceRefetch: true },
            ),
          );
          if (answer.error || !answer.data)
            return { state: 'failed', reason: 'lookup', detail: detailOf(answer.error) };
          const readiness = transferReadinessOf(answer.data);
          if (readiness.kind === 'ready') return { paymentId: readiness.paymentId };
          if (readiness.kind === 'transferred') return { state: 'paid', before: true };
          return { state: 'failed', reason: 'notReady', detail: null };
        };

        const uploadOne = async (bookingId: string, paymentId: string) => {
          show([bookingId], { state: 'uploading' });
          const result = await dispatch(
            paymentsApi.endpoints.uploadTransferSlip.initiate(
              { bookingId, paymentId, file, fileName: file.name },
              { track: false },
            ),
          );
          settle(
            [bookingId],
            'error' in result
              ? { state: 'failed', reason: 'upload', detail: detailOf(result.error) }
              : { state: 'paid', before: false },
          );
        };

        show(bookingIds, { state: 'checking' });
        const lookups = await Promise.all(
          bookingIds.map(async (bookingId) => ({ bookingId, found: await lookUp(bookingId) })),
        );
        const ready: { bookingId: string; paymentId: string }[] = [];
        for (const { bookingId, found } of lookups) {
          if ('paymentId' in found) ready.push({ bookingId, paymentId: found.paymentId });
          else settle([bookingId], found);
        }
        const readyIds = ready.map(({ bookingId }) => bookingId);
        const batch = !alone && ready.length > 0 && selectSlipPath(getState() as RootState) === 'batch';
        if (batch) {
          show(readyIds, { state: 'uploading' });
          const result = await dispatch(
            paymentsApi.endpoints.uploadTransferSlipBatch.initiate(
              { payments: ready, file, fileName: file.name },
              { track: false },
            ),
          );
          const status = 'error' in result && isApiFailure(result.error) ? result.error.status : null;
          if (!('error' in result)) settle(readyIds, { state: 'paid', before: false });
          else if (status === 404 || status === 405) dispatch(batchCallAbsent());
          else if (status !== 409)
            // Nothing was paid (all or nothing): each booking can be tried again on its own.
            settle(readyIds, { state: 'failed', reason: 'upload', detail: detailOf(result.error) });
        }
        // One after another: the admin sees each booking land, and the API is not flooded.
        for (const { bookingId, paymentId } of ready)
          if (!outcomes.has(bookingId)) await uploadOne(bookingId, paymentId);
        return { data: bookingIds.map((bookingId) => outcomes.get(bookingId) ?? { state: 'checking' }) };
      },
    }),
  }),
});
