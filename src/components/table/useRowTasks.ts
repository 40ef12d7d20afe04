import { useCallback, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '../../slices/hooks';
import { alertShown } from '../../slices/alertSlice';
import { failureAlert } from '../feedback/failureAlert';
import { noticeShown, type NoticeContent } from '../../slices/noticeSlice';

export interface RowTasks {
  /** An update or delete of this row is running. */
  isBusy: (rowId: string) => boolean;
  /**
   * Runs `task` (a mutation's `unwrap()`) for the row, unless one is already running for it: then
   * nothing happens (spec section 4, row actions are ignored meanwhile). Resolves whether it succeeded.
   * On failure the row is left as it was and the admin is told: an alert with the server's title and
   * reason, saying what failed (`failureTitleKey`; the title when the server gave none). Call the mutation silent (`extraOptions: { silent: true }`) so this
   * is the only alert; session expiry and 403 are still alerted by baseQuery, and not again here.
   * On success the console's notice confirms the change with `done`.
   */
  run: (
    rowId: string,
    failureTitleKey: string,
    task: () => Promise<unknown>,
    done?: NoticeContent,
  ) => Promise<boolean>;
}

/** Row mutations of a table: which rows are busy, and what the admin is told when one fails. */
export function useRowTasks(): RowTasks {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  // Synchronous guard: a double click lands before React re-renders with the busy row.
  const running = useRef(new Set<string>());

  const mark = useCallback((rowId: string, on: boolean) => {
    if (on) running.current.add(rowId);
    else running.current.delete(rowId);
    setBusy(new Set(running.current));
  }, []);

  const run = useCallback(
    async (rowId: string, failureTitleKey: string, task: () => Promise<unknown>, done?: NoticeContent) => {
      if (running.current.has(rowId)) return false;
      mark(rowId, true);
      try {
        await task();
        if (done) dispatch(noticeShown(done));
        return true;
      } catch (error) {
        const alert = failureAlert(error, failureTitleKey);
        if (alert) dispatch(alertShown(alert));
        return false;
      } finally {
        mark(rowId, false);
      }
    },
    [dispatch, mark],
  );

  return useMemo(() => ({ isBusy: (rowId: string) => busy.has(rowId), run }), [busy, run]);
}
