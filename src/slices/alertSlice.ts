import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export const alertSlice = createSlice({
  name: 'alert',
  initialState,
  reducers: {
    alertShown: (_state, action: PayloadAction<AlertContent>) => ({
      ...initialState,
      ...action.payload,
      open: true,
    }),
    alertClosed: (state) => {
      state.open = false;
    },
  },
  selectors: {
    selectAlert: (state) => state,
  },
});

export const { alertShown, alertClosed } = alertSlice.actions;
export const { selectAlert } = alertSlice.selectors;
