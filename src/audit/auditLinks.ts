import { recordLink } from '../lib/recordLinks';
import { RoutePath } from '../lib/routePaths';
import type { AuditEntry } from '../../contract';

/** The audit page showing a record's trail: its own entries and those naming it among related records. */
export const auditLogLink = (targetId: string) =>
  `${RoutePath.auditLog}?${new URLSearchParams({ targetId }).toString()}`;

const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Where an entry's record opens (its dialog's address), or null when the entry cannot say. A
 * record deleted since is still linked: its page says it is no longer there.
 */
export function entryRecordLink(entry: AuditEntry): string | null {
  if (!given(entry.targetId)) return null;
  switch (entry.targetKind) {
    // Slips are paid for guest bookings, which transfer management holds; found by their code.
    case 'booking':
      return given(entry.targetName) ? recordLink.booking(entry.targetName, false) : null;
    case 'user':
      return recordLink.user(entry.targetId);
    // A batch slip names the partner by their profile id; the other partner entries, their application.
    case 'partner':
      return entry.action === 'slip.batch'
        ? recordLink.user(entry.targetId)
        : recordLink.partner(entry.targetId);
    case 'property':
      return recordLink.property(entry.targetId);
    // A property type shows among its property's: the first related id.
    case 'propertyType':
      return given(entry.relatedIds[0]) ? recordLink.property(entry.relatedIds[0]) : null;
    default:
      return null;
  }
}
