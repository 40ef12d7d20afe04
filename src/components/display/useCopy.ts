import { useCallback } from 'react';
import { useAppDispatch } from '../../slices/hooks';
import { noticeShown } from '../../slices/noticeSlice';

/**
 * Copies a text to the clipboard, confirmed by the console's notice, or its failure said (the
 * browser may refuse the clipboard). `label` names what was copied ("Account number", "Link").
 */
export function useCopy() {
  const dispatch = useAppDispatch();
  return useCallback(
    (value: string, label: string) =>
      // Inside the promise: on a plain-http address the browser has no clipboard at all, a refusal too.
      Promise.resolve()
        .then(() => navigator.clipboard.writeText(value))
        .then(
          () => dispatch(noticeShown({ messageKey: 'common.copied', values: { what: label } })),
          () =>
            dispatch(
              noticeShown({ severity: 'error', messageKey: 'common.copyFailed', values: { what: label } }),
            ),
        ),
    [dispatch],
  );
}
