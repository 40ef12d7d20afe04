import { createSlice } from '@reduxjs/toolkit';

/** Counts the calls that asked for the global loader, so overlapping calls keep it on until the last ends. */
export interface LoaderState {
  activeCalls: number;
}

const initialState: LoaderState = { activeCalls: 0 };

export const loaderSlice = createSlice({
  name: 'loader',
  initialState,
  reducers: {
    loaderStarted: (state) => {
      state.activeCalls += 1;
    },
    loaderStopped: (state) => {
      state.activeCalls = Math.max(0, state.activeCalls - 1);
    },
  },
  selectors: {
    selectIsLoading: (state) => state.activeCalls > 0,
  },
});

export const { loaderStarted, loaderStopped } = loaderSlice.actions;
export const { selectIsLoading } = loaderSlice.selectors;
