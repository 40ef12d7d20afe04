import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '../slices/hooks';
import { isApiFailure } from '../services/apiFailure';
import { paymentsApi } from '../services/paymentsApi';
import { transferReadinessOf } from './payouts';

/**
 * Where a booking of the run stands once its partner's slip is being recorded: its payment looked
 * up, the slip being sent, paid (now, or already before: never paid twice), or failed with why.
 */
export type SlipProgress =
  | { state: 'checking' }
  | { state: 'uploading' }
  | { state: 'paid'; before: boolean }
  | { state: 'failed'; reason: SlipFailure; detail: string | null };

/** Why a booking's slip was not recorded; each has its text under `payoutRun.failure.*`. */
export type SlipFailure = 'lookup' | 'notReady' | 'upload';

/** How the slip was sent: in one batch call, or booking by booking when the API has no batch call. */
export type SlipPath = 'batch' | 'single';

const detailOf = (error: unknown) => (isApiFailure(error) ? error.data.status.message || null : null);

/**
 * Recording one slip for a partner's bookings in the payout run. Each booking's period 1 payment is
 * looked up afresh (a booking paid meanwhile is skipped, never paid twice), then the ready ones are
 * paid with the proposed batch call, all or nothing. When the API answers it does not have that call
 * (404), or refuses the batch as a whole (409: one of them is not payable), the slip goes booking by
 * booking: a failure on one stops nothing else and shows on its row, where it can be tried again
 * alone with the same slip.
 */
export function usePayoutSlips() {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<Readonly<Record<string, SlipProgress>>>({});
  const [path, setPath] = useState<SlipPath>('batch');
  // The slip each booking is paid with, for a retry; and whether the API has the batch call.
  const slips = useRef(new Map<string, File>());
  const batchAbsent = useRef(false);

  const show = useCallback(
    (bookingIds: readonly string[], state: SlipProgress) =>
      setProgress((current) => ({
        ...current,
        ...Object.fromEntries(bookingIds.map((bookingId) => [bookingId, state])),
      })),
    [],
  );

  /** The booking's period 1 payment to pay, or its progress when it is not to be paid now. */
  const lookUp = useCallback(
    async (bookingId: string): Promise<{ paymentId: string } | SlipProgress> => {
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
    },
    [dispatch],
  );

  const uploadOne = useCallback(
    async (bookingId: string, paymentId: string, file: File) => {
      show([bookingId], { state: 'uploading' });
      const result = await dispatch(
        paymentsApi.endpoints.uploadTransferSlip.initiate(
          { bookingId, paymentId, file, fileName: file.name },
          { track: false },
        ),
      );
      const outcome: SlipProgress =
        'error' in result
          ? { state: 'failed', reason: 'upload', detail: detailOf(result.error) }
          : { state: 'paid', before: false };
      show([bookingId], outcome);
      return outcome;
    },
    [dispatch, show],
  );

  /** Records the slip for these bookings (one partner's); resolves with each one's outcome, in order. */
  const record = useCallback(
    async (bookingIds: readonly string[], file: File): Promise<SlipProgress[]> => {
      const outcomes = new Map<string, SlipProgress>();
      const settle = (ids: readonly string[], outcome: SlipProgress) => {
        for (const bookingId of ids) outcomes.set(bookingId, outcome);
        show(ids, outcome);
      };
      for (const bookingId of bookingIds) slips.current.set(bookingId, file);
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
      const batch = ready.length > 0 && !batchAbsent.current;
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
        else if (status === 404 || status === 405) {
          batchAbsent.current = true;
          setPath('single');
        } else if (status !== 409)
          // Nothing was paid (all or nothing): each booking can be tried again on its own.
          settle(readyIds, { state: 'failed', reason: 'upload', detail: detailOf(result.error) });
      }
      // One after another: the admin sees each booking land, and the API is not flooded.
      for (const { bookingId, paymentId } of ready)
        if (!outcomes.has(bookingId)) outcomes.set(bookingId, await uploadOne(bookingId, paymentId, file));
      return bookingIds.map((bookingId) => outcomes.get(bookingId) ?? { state: 'checking' });
    },
    [dispatch, lookUp, show, uploadOne],
  );

  /** Tries one failed booking again, alone, with the slip its partner's was recorded with. */
  const retry = useCallback(
    async (bookingId: string) => {
      const file = slips.current.get(bookingId);
      if (!file) return;
      show([bookingId], { state: 'checking' });
      const found = await lookUp(bookingId);
      if ('paymentId' in found) await uploadOne(bookingId, found.paymentId, file);
      else show([bookingId], found);
    },
    [lookUp, show, uploadOne],
  );

  return { progress, path, record, retry };
}
