/**
 * How an audit entry reads, in the admin's language: its action, the kind of record it is about,
 * and what it changed, before → after. Plain TypeScript for the timeline, the audit page and its
 * CSV alike.
 */
import type { TFunction } from 'i18next';
import {
  formatBaht,
  formatNumber,
  formatPhone,
  formatText,
  numberOrNull,
  type FormatLanguage,
} from '../lib/format';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, ROLES, type AuditEntry } from '../../contract';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T);

/** Text the API sent that the console has no words for, said to be unknown; '-' when there is none. */
const unknownLabel = (t: TFunction, key: string, name: string, value: unknown): string => {
  const text = formatText(value);
  return text === '-' ? text : t(key, { [name]: text });
};

/** The action as the admin reads it; one the console does not know, as "Unknown action: X". */
export const actionLabel = (t: TFunction, action: unknown): string =>
  isOneOf(AUDIT_ACTIONS, action)
    ? t(`audit:actions.${action}`)
    : unknownLabel(t, 'audit:unknownAction', 'action', action);

/** The kind of record, as the admin reads it; one the console does not know, as "Unknown kind: X". */
export const targetKindLabel = (t: TFunction, kind: unknown): string =>
  isOneOf(AUDIT_TARGET_KINDS, kind)
    ? t(`audit:targetKinds.${kind}`)
    : unknownLabel(t, 'audit:unknownTargetKind', 'kind', kind);

/** How a field's values read. */
type ValueKind = 'text' | 'phone' | 'baht' | 'number' | 'flag' | 'role' | 'status' | 'image' | 'count';

/** The fields the API's entries name (sandbox/README.md, "The audit trail"), each with its label. */
const FIELDS: Record<string, ValueKind> = {
  firstName: 'text',
  lastName: 'text',
  email: 'text',
  phoneNumber: 'phone',
  lineId: 'text',
  facebook: 'text',
  location: 'text',
  propertyName: 'text',
  propertyTypeName: 'text',
  code: 'text',
  role: 'role',
  status: 'status',
  active: 'flag',
  approved: 'flag',
  maintenance: 'flag',
  image: 'image',
  banner: 'image',
  adminTransferSlip: 'image',
  slipImageId: 'image',
  amount: 'baht',
  startPrice: 'baht',
  maxCapacity: 'number',
  maxPeople: 'number',
  paymentIds: 'count',
  bookingIds: 'count',
};

const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** A value of an unknown field: text and numbers as they are, yes or no, a list's length. */
function anyValueText(t: TFunction, value: unknown): string {
  if (typeof value === 'boolean') return t(value ? 'audit:values.yes' : 'audit:values.no');
  if (Array.isArray(value)) return t('audit:values.count', { count: value.length });
  return formatText(value);
}

function valueText(
  t: TFunction,
  language: FormatLanguage,
  kind: ValueKind | undefined,
  value: unknown,
  side: 'before' | 'after',
): string {
  switch (kind) {
    case 'baht':
      return numberOrNull(value) === null ? formatText(null) : formatBaht(value, language);
    // Grouped as on every other screen (081-057-1894), not as the digits stored.
    case 'phone':
      return formatPhone(value);
    case 'number':
      return numberOrNull(value) === null ? formatText(null) : formatNumber(value, language);
    case 'flag':
      return typeof value === 'boolean' ? anyValueText(t, value) : formatText(null);
    case 'role':
      return isOneOf(ROLES, value) ? t(`roles:${value}`) : formatText(value);
    // A request's status after a decision is null when the decision deleted the request.
    case 'status':
      if (value === null && side === 'after') return t('audit:values.status.removed');
      return isOneOf(REQUEST_STATUSES, value) ? t(`audit:values.status.${value}`) : formatText(value);
    // An image's id means nothing to read: only that there was one, and that it was replaced.
    case 'image':
      return typeof value === 'string' && value !== ''
        ? t(side === 'before' ? 'audit:values.imageBefore' : 'audit:values.imageAfter')
        : formatText(null);
    // A single slip's one payment and one booking are the entry's own record: no count to read.
    case 'count':
      return Array.isArray(value) && value.length > 1 ? anyValueText(t, value) : formatText(null);
    default:
      return anyValueText(t, value);
  }
}

/** One field an entry names: its value before and after, null where that side does not name it. */
export interface AuditChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

const MISSING = formatText(null);

/**
 * What an entry changed, field by field, in the order the entry names them. A field with nothing to
 * read on either side (no slip before a first one) is left out; a creation has only `after`, a
 * deletion only `before`.
 */
export function changesOf(t: TFunction, language: FormatLanguage, entry: AuditEntry): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => {
      const kind = FIELDS[field] as ValueKind | undefined;
      const side = (values: Record<string, unknown>, name: 'before' | 'after') =>
        field in values ? valueText(t, language, kind, values[field], name) : null;
      return {
        field,
        label: kind ? t(`audit:fields.${field}`) : field,
        before: side(before, 'before'),
        after: side(after, 'after'),
      };
    })
    .filter((change) => [change.before, change.after].some((text) => text !== null && text !== MISSING));
}

/** "Role: Customer → Partner", or "Role: Partner" where only one side is named or nothing changed. */
export function changeText(t: TFunction, { label, before, after }: AuditChange): string {
  if (before !== null && after !== null && before !== after)
    return t('audit:change', { field: label, before, after });
  return t('audit:value', { field: label, value: after ?? before });
}

/** Every change of an entry on one line (a table cell, the CSV). */
export const changesText = (t: TFunction, language: FormatLanguage, entry: AuditEntry): string =>
  changesOf(t, language, entry)
    .map((change) => changeText(t, change))
    .join(t('audit:separator'));
