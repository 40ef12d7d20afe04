import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type NoticeSeverity = 'success' | 'error';

/** Values of a notice's text: names and counts, as the translation's `{{placeholders}}` take them. */
export type NoticeValues = Record<string, string | number>;

/**
 * The one short confirmation after a change (a snackbar, bottom centre): a role, an account's status,
 * a deletion, a partner or property decision, a transfer slip. Texts are translation keys with
 * their values, so the services can send one too and it follows a language change; `detail` is a
 * server's reason, already in the admin's language. A new notice replaces the one showing.
 */
export interface NoticeState {
  open: boolean;
  /** Grows with every notice: the snackbar starts again (and is announced again) for each. */
  id: number;
  severity: NoticeSeverity;
  messageKey: string | null;
  values: NoticeValues;
  /** A second line: the server's words (`detail`) or the console's (`detailKey`). */
  detail: string | null;
  detailKey: string | null;
}

export interface NoticeContent {
  severity?: NoticeSeverity;
  messageKey: string;
  values?: NoticeValues;
  detail?: string | null;
  detailKey?: string | null;
}

const initialState: NoticeState = {
  open: false,
  id: 0,
  severity: 'success',
  messageKey: null,
  values: {},
  detail: null,
  detailKey: null,
};

export const noticeSlice = createSlice({
  name: 'notice',
  initialState,
  reducers: {
    noticeShown: (state, action: PayloadAction<NoticeContent>) => ({
      open: true,
      id: state.id + 1,
      severity: action.payload.severity ?? 'success',
      messageKey: action.payload.messageKey,
      values: action.payload.values ?? {},
      detail: action.payload.detail ?? null,
      detailKey: action.payload.detailKey ?? null,
    }),
    /** Closes the notice `id` (the one showing when the admin or the timer closed it), not a newer one. */
    noticeClosed: (state, action: PayloadAction<number>) => {
      if (state.id === action.payload) state.open = false;
    },
  },
  selectors: {
    selectNotice: (state) => state,
  },
});

export const { noticeShown, noticeClosed } = noticeSlice.actions;
export const { selectNotice } = noticeSlice.selectors;
