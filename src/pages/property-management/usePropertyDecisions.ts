import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientReason, isApiFailure } from '../../services/apiFailure';
import { ErrorReason, type PropertyType } from '../../services/contract';
import {
  useRejectPropertyTypeMutation,
  useSetPropertyTypeApprovalMutation,
} from '../../services/propertiesApi';
import { typeLabel } from './summary';

export type DecisionKind = 'approve' | 'revoke' | 'reject';

export interface Feedback {
  severity: 'success' | 'error';
  message: string;
  /** Why it failed, in the admin's language (the server's message, or ours). */
  detail?: string;
}

export interface BulkOutcome {
  type: PropertyType;
  approved: boolean;
  reason?: string;
}

/**
 * Approve, revoke, reject and bulk approval. Each decision shows at once (the service moves the
 * type in the cached lists) and is undone there if the server refuses; the admin is told either
 * way, in their language.
 */
export function usePropertyDecisions() {
  const { t } = useTranslation();
  const [setApproval] = useSetPropertyTypeApprovalMutation();
  const [reject] = useRejectPropertyTypeMutation();
  // The last feedback stays while its snackbar closes, so it does not go blank mid-animation.
  const [feedback, setFeedbackState] = useState<{ open: boolean; content: Feedback | null }>({
    open: false,
    content: null,
  });
  const setFeedback = (content: Feedback) => setFeedbackState({ open: true, content });
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const markBusy = (ids: string[], busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (busy) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const reasonOf = (error: unknown): string => {
    if (!isApiFailure(error)) return t('errors.general.message');
    const { description, message } = error.data.status;
    if (description === ErrorReason.conflict) return t('properties.feedback.hasBookings');
    if (description === ClientReason.network || description === ClientReason.malformedAnswer || !message)
      return t('errors.general.message');
    return message;
  };

  const send = (kind: DecisionKind, type: PropertyType) =>
    kind === 'reject'
      ? reject({ propertyTypeId: type.propertyTypeId }).unwrap()
      : setApproval({ propertyTypeId: type.propertyTypeId, approved: kind === 'approve' }).unwrap();

  const decide = async (kind: DecisionKind, type: PropertyType): Promise<void> => {
    const name = typeLabel(type);
    markBusy([type.propertyTypeId], true);
    try {
      await send(kind, type);
      setFeedback({ severity: 'success', message: t(`properties.feedback.${kind}`, { name }) });
    } catch (error) {
      setFeedback({
        severity: 'error',
        message: t(`properties.feedback.${kind}Failed`, { name }),
        detail: reasonOf(error),
      });
    } finally {
      markBusy([type.propertyTypeId], false);
    }
  };

  /** Approves each type; the outcome of every one, in the order given. */
  const approveAll = async (types: PropertyType[]): Promise<BulkOutcome[]> => {
    const ids = types.map((type) => type.propertyTypeId);
    markBusy(ids, true);
    try {
      const outcomes = await Promise.all(
        types.map(async (type): Promise<BulkOutcome> => {
          try {
            await send('approve', type);
            return { type, approved: true };
          } catch (error) {
            return { type, approved: false, reason: reasonOf(error) };
          }
        }),
      );
      if (outcomes.every((outcome) => outcome.approved)) {
        setFeedback({
          severity: 'success',
          message: t('properties.feedback.bulkApproved', { count: outcomes.length }),
        });
      }
      return outcomes;
    } finally {
      markBusy(ids, false);
    }
  };

  return {
    decide,
    approveAll,
    busyIds,
    feedback: feedback.content,
    feedbackOpen: feedback.open,
    dismissFeedback: () => setFeedbackState((current) => ({ ...current, open: false })),
  };
}
