import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../slices/hooks';
import { payoutSlipsApi } from './payoutSlipsApi';
import { payoutRunLeft, selectSlipPath, selectSlipProgress, type SlipProgress } from './payoutSlipsSlice';

/**
 * The payout run's slips: each booking's progress and the path slips take (`payoutSlipsSlice`),
 * recording a partner's slip (`recordPayoutSlip`), and trying one failed booking again with the
 * slip it was recorded with (a file stays here, out of the store). Leaving the run forgets it.
 */
export function usePayoutSlips() {
  const dispatch = useAppDispatch();
  const progress = useAppSelector(selectSlipProgress);
  const path = useAppSelector(selectSlipPath);
  const slips = useRef(new Map<string, File>());
  useEffect(() => () => void dispatch(payoutRunLeft()), [dispatch]);

  /** Records the slip for these bookings (one partner's); resolves with each one's outcome, in order. */
  const record = useCallback(
    async (bookingIds: readonly string[], file: File): Promise<SlipProgress[]> => {
      for (const bookingId of bookingIds) slips.current.set(bookingId, file);
      const result = await dispatch(
        // Not tracked: the slip (a File) stays out of the store's state.
        payoutSlipsApi.endpoints.recordPayoutSlip.initiate({ bookingIds, file }, { track: false }),
      );
      return 'data' in result && result.data ? result.data : [];
    },
    [dispatch],
  );

  /** Tries one failed booking again, alone, with the slip its partner's was recorded with. */
  const retry = useCallback(
    async (bookingId: string) => {
      const file = slips.current.get(bookingId);
      if (!file) return;
      await dispatch(
        payoutSlipsApi.endpoints.recordPayoutSlip.initiate(
          { bookingIds: [bookingId], file, alone: true },
          { track: false },
        ),
      );
    },
    [dispatch],
  );

  return { progress, path, record, retry };
}
