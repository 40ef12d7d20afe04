import { Type } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from '../audit';
import { AnswerLimits, AuditLimits } from '../limits';
import { Count, Id, Instant, Nullable, Status, Strict, Text, Words } from './fields';

// Proposed to the real API (ours, beyond spec section 7).
export const AuditActionSchema = Status(AUDIT_ACTIONS);
export const AuditTargetKindSchema = Status(AUDIT_TARGET_KINDS);

/** What changed, before and after: only the fields the action touched (role, active, approval, slip…). */
const AuditValues = Nullable(Type.Record(Type.String(), Type.Unknown()));

export const AuditEntrySchema = Type.Object(
  {
    auditId: Id(),
    at: Instant('When.'),
    actorId: Nullable(Id("The admin's profile id.")),
    actorName: Nullable(Words()),
    action: AuditActionSchema,
    targetKind: AuditTargetKindSchema,
    targetId: Id(
      "By kind: a user's profile id; a partner request's profilePartnerId (partner.*) or, for slip.batch, the partner's profile id; a property, property type or booking id.",
    ),
    targetName: Nullable(Words("The target's display name at the time.")),
    before: AuditValues,
    after: AuditValues,
    relatedIds: Type.Array(Id(), {
      maxItems: AnswerLimits.nested,
      description: 'Other records the action touched (the bookings and payments a slip paid).',
    }),
  },
  { $id: 'AuditEntry' },
);

const AuditDate = Type.String({
  maxLength: 10,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: "A day, YYYY-MM-DD, in Thailand's time.",
});
export const AuditLogQuerySchema = Type.Object(
  {
    actorId: Type.Optional(Text(100)),
    action: Type.Optional(Type.Enum(AUDIT_ACTIONS)),
    targetKind: Type.Optional(Type.Enum(AUDIT_TARGET_KINDS)),
    targetId: Type.Optional(Text(100, 'The target, or one of its related records.')),
    from: Type.Optional(AuditDate),
    to: Type.Optional(AuditDate),
    page: Type.Optional(
      Type.Integer({ format: 'int32', minimum: 1, maximum: AnswerLimits.count, default: 1 }),
    ),
    size: Type.Optional(
      Type.Integer({ format: 'int32', minimum: 1, maximum: AuditLimits.pageSize, default: 50 }),
    ),
  },
  Strict,
);

export const AuditLogPageSchema = Type.Object(
  {
    /** Newest first. */
    entries: Type.Array(AuditEntrySchema, { maxItems: AuditLimits.pageSize }),
    total: Count('Entries matching the filters, on every page.'),
    page: Type.Integer({ format: 'int32', minimum: 1, maximum: AnswerLimits.count }),
    size: Type.Integer({ format: 'int32', minimum: 1, maximum: AuditLimits.pageSize }),
  },
  { $id: 'AuditLogPage' },
);
