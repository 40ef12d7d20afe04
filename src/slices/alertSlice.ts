import type { Action } from '@reduxjs/toolkit';
import { createAction } from '../lib/actions';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

/**
 * The one alert dialog. Server answers bring their own title and message (already in the asked
 * language); the console's own alerts name translation keys, so they follow a language change.
 * With neither, the dialog shows the type's default title.
 */
export interface AlertState {
  open: boolean;
  type: AlertType;
  title: string | null;
  message: string | null;
  titleKey: string | null;
  messageKey: string | null;
}

export type AlertContent = Partial<Omit<AlertState, 'open'>>;

const initialState: AlertState = {
  open: false,
  type: 'info',
  title: null,
  message: null,
  titleKey: null,
  messageKey: null,
};

// Plain actions and reducer rather than createSlice: createSlice brings immer into the first load
// (the login page's), and these few immutable updates do not need it.
export const alertShown = createAction<AlertContent>('alert/alertShown');
export const alertClosed = createAction('alert/alertClosed');

export function alertReducer(state: AlertState = initialState, action: Action): AlertState {
  if (alertShown.match(action)) return { ...initialState, ...action.payload, open: true };
  if (alertClosed.match(action) && state.open) return { ...state, open: false };
  return state;
}

export const selectAlert = (state: { alert: AlertState }) => state.alert;
