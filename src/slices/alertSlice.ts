import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AlertType = 'success' | 'info' | 'warning' | 'error';

/**
 * The one alert dialog. Server answers bring their own title and message (already in the asked
 * language); the console's own alerts name translation keys, so they follow a language change.
 * A server's title wins over `titleKey`; with neither, the dialog shows the type's default title.
 */
export interface AlertState {
  open: boolean;
  type: AlertType;
  title: string | null;
  message: string | null;
  titleKey: string | null;
  messageKey: string | null;
  /**
   * What the admin was doing, in the console's words ("The role was not changed"), shown above the
   * message when the title is the server's.
   */
  contextKey: string | null;
}

export type AlertContent = Partial<Omit<AlertState, 'open'>>;

const initialState: AlertState = {
  open: false,
  type: 'info',
  title: null,
  message: null,
  titleKey: null,
  messageKey: null,
  contextKey: null,
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
