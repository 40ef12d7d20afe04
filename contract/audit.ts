/**
 * The audit trail's vocabulary (ours, proposed), apart from types.ts: the console reads it only on
 * the audit screens, and a module of its own stays out of the other screens' chunks.
 */

/** What an audit entry records: every admin action that changes data (ours, proposed). */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.image',
  'user.role',
  'user.active',
  'user.delete',
  'partner.approve',
  'partner.reject',
  'partner.cancel',
  'partner.update',
  'property.update',
  'property.delete',
  'propertyType.approve',
  'propertyType.revoke',
  'propertyType.reject',
  'propertyType.delete',
  'propertyType.active',
  'propertyType.maintenance',
  'propertyType.update',
  'propertyType.image',
  'slip.upload',
  'slip.batch',
  'payoutBatch.prepare',
  'payoutBatch.approve',
  'payoutBatch.sendBack',
  'payoutBatch.stale',
  'payoutBatch.paid',
  'payoutSettings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/**
 * The kind of record an audit entry is about; a batch slip is about the partner it pays, a payout
 * batch's steps about the batch.
 */
export const AUDIT_TARGET_KINDS = [
  'user',
  'partner',
  'property',
  'propertyType',
  'booking',
  'payoutBatch',
  'settings',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];
