import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ClientReason, isApiFailure } from '../../services/apiFailure';
import { ErrorReason, type Property, type PropertyType } from '../../../contract';
import {
  useDeletePropertyMutation,
  useRejectPropertyTypeMutation,
  useSetPropertyTypeApprovalMutation,
} from '../../services/propertiesApi';
import { useAppDispatch } from '../../slices/hooks';
import { noticeShown } from '../../slices/noticeSlice';
import { propertyLabel, typeLabel } from './summary';

export type DecisionKind = 'approve' | 'revoke' | 'reject';

export interface BulkOutcome {
  type: PropertyType;
  approved: boolean;
  reason?: string;
}

/** Why a decision failed: the server's words, or the console's (a key). */
type Reason = { detail: string } | { detailKey: string };

/** A bulk outcome's reason, as the result dialog lists it. */
const reasonText = (reason: Reason, t: TFunction) =>
  'detail' in reason ? reason.detail : t(reason.detailKey);

/**
 * Approve, revoke, reject, bulk approval, and deleting a property. Each decision shows at once (the service moves the
 * type in the cached lists) and is undone there if the server refuses; the admin is told either
 * way, in their language, by the console's notice.
 */
export function usePropertyDecisions() {
  const { t } = useTranslation('properties');
  const dispatch = useAppDispatch();
  const [setApproval] = useSetPropertyTypeApprovalMutation();
  const [reject] = useRejectPropertyTypeMutation();
  const [removeProperty] = useDeletePropertyMutation();
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

  /** `hasBookingsKey` names what the refused record is: a property type, or a whole property. */
  const reasonOf = (error: unknown, hasBookingsKey = 'properties:feedback.hasBookings'): Reason => {
    if (!isApiFailure(error)) return { detailKey: 'errors.general.message' };
    const { description, message } = error.data.status;
    if (description === ErrorReason.conflict) return { detailKey: hasBookingsKey };
    if (description === ClientReason.network || description === ClientReason.malformedAnswer || !message)
      return { detailKey: 'errors.general.message' };
    return { detail: message };
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
      dispatch(noticeShown({ messageKey: `properties:feedback.${kind}`, values: { name } }));
    } catch (error) {
      dispatch(
        noticeShown({
          severity: 'error',
          messageKey: `properties:feedback.${kind}Failed`,
          values: { name },
          ...reasonOf(error),
        }),
      );
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
            return { type, approved: false, reason: reasonText(reasonOf(error), t) };
          }
        }),
      );
      if (outcomes.every((outcome) => outcome.approved)) {
        dispatch(
          noticeShown({ messageKey: 'properties:feedback.bulkApproved', values: { count: outcomes.length } }),
        );
      }
      return outcomes;
    } finally {
      markBusy(ids, false);
    }
  };

  /** Deletes a property and all its types (pending and approved); its types are busy meanwhile. */
  const deleteProperty = async (property: Property): Promise<void> => {
    const name = propertyLabel(property);
    const ids = property.propertyTypes.map((type) => type.propertyTypeId);
    markBusy(ids, true);
    try {
      await removeProperty({ propertyId: property.propertyId }).unwrap();
      dispatch(noticeShown({ messageKey: 'properties:feedback.deleteProperty', values: { name } }));
    } catch (error) {
      dispatch(
        noticeShown({
          severity: 'error',
          messageKey: 'properties:feedback.deletePropertyFailed',
          values: { name },
          ...reasonOf(error, 'properties:feedback.propertyHasBookings'),
        }),
      );
    } finally {
      markBusy(ids, false);
    }
  };

  return { decide, approveAll, deleteProperty, busyIds };
}
