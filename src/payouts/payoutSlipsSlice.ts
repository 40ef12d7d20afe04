import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../slices';

/**
 * Where a booking of the run stands once its partner's slip is being recorded: its payment looked
 * up, the slip being sent, paid (now, or already before: never paid twice), or failed with why.
 */
export type SlipProgress =
  | { state: 'checking' }
  | { state: 'uploading' }
  | { state: 'paid'; before: boolean }
  | { state: 'failed'; reason: SlipFailure; detail: string | null };

/** Why a booking's slip was not recorded; each has its text under `payoutRun:failure.*`. */
export type SlipFailure = 'lookup' | 'notReady' | 'upload';

/** How slips are sent: in one batch call, or booking by booking once the API has said it has none. */
export type SlipPath = 'batch' | 'single';

interface PayoutSlipsState {
  /** By booking id: each booking whose slip this run has recorded, or is recording. */
  progress: Record<string, SlipProgress>;
  path: SlipPath;
}

const initialState: PayoutSlipsState = { progress: {}, path: 'batch' };

/** The payout run's slips as they are recorded (`recordPayoutSlip` moves them along). */
export const payoutSlipsSlice = createSlice({
  name: 'payoutSlips',
  initialState,
  reducers: {
    slipProgressShown(
      state,
      action: PayloadAction<{ bookingIds: readonly string[]; progress: SlipProgress }>,
    ) {
      for (const bookingId of action.payload.bookingIds) state.progress[bookingId] = action.payload.progress;
    },
    /** The API answered that it has no batch call: the rest of the run goes booking by booking. */
    batchCallAbsent(state) {
      state.path = 'single';
    },
    /** Leaving the payout run: the next visit starts afresh from the booking lists. */
    payoutRunLeft: () => initialState,
  },
  selectors: {
    selectSlipProgress: (state) => state.progress,
    selectSlipPath: (state) => state.path,
  },
});

export const { slipProgressShown, batchCallAbsent, payoutRunLeft } = payoutSlipsSlice.actions;

// The slice joins the store with the payout run's code (src/slices/index.ts).
declare module '../slices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice's state, added to RootState
  export interface LazyLoadedSlices extends WithSlice<typeof payoutSlipsSlice> {}
}
const injectedSlice = payoutSlipsSlice.injectInto(rootReducer);
export const { selectSlipProgress, selectSlipPath } = injectedSlice.selectors;
