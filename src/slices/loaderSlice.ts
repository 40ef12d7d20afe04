import type { Action } from '@reduxjs/toolkit';
import { createAction } from '../lib/actions';

/** Counts the calls that asked for the global loader, so overlapping calls keep it on until the last ends. */
export interface LoaderState {
  activeCalls: number;
}

const initialState: LoaderState = { activeCalls: 0 };

// Plain actions and reducer rather than createSlice, which would bring immer into the first load.
export const loaderStarted = createAction('loader/loaderStarted');
export const loaderStopped = createAction('loader/loaderStopped');

export function loaderReducer(state: LoaderState = initialState, action: Action): LoaderState {
  if (loaderStarted.match(action)) return { activeCalls: state.activeCalls + 1 };
  if (loaderStopped.match(action) && state.activeCalls > 0) return { activeCalls: state.activeCalls - 1 };
  return state;
}

export const selectIsLoading = (state: { loader: LoaderState }) => state.loader.activeCalls > 0;
