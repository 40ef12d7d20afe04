import { ClientReason, isApiFailure } from '../../services/apiFailure';
import type { AlertContent } from '../../slices/alertSlice';

/**
 * The alert for a change that failed (`error` from a mutation's `unwrap()`): the server's title when
 * the answer has one, with what failed (`failureTitleKey`) said above its message; otherwise what
 * failed is the title. Null for a 403, which the baseQuery has already alerted.
 */
export function failureAlert(error: unknown, failureTitleKey: string): AlertContent | null {
  if (isApiFailure(error) && error.status === 403) return null;
  const status = isApiFailure(error) ? error.data.status : null;
  const clientMessageKey =
    status?.description === ClientReason.changedElsewhere
      ? 'errors.changedElsewhere'
      : !status?.message ||
          status.description === ClientReason.network ||
          status.description === ClientReason.malformedAnswer
        ? 'errors.general.message'
        : null;
  const serverTitle = status?.title || null;
  return {
    type: 'error',
    title: serverTitle,
    titleKey: serverTitle ? null : failureTitleKey,
    contextKey: serverTitle ? failureTitleKey : null,
    message: clientMessageKey ? null : status?.message,
    messageKey: clientMessageKey,
  };
}
