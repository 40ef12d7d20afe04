import { readObject, StorageKey, writeItem } from '../lib/storage';
import { FOUND_GROUPS, type FoundRecord } from './foundRecords';

/** How many records "Recently opened" keeps per admin. */
export const RECENT_LIMIT = 8;

type RecentByAdmin = Record<string, FoundRecord[]>;

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored entry is listed only if it has the whole shape: another version's or an edited one is dropped. */
function isFoundRecord(value: unknown): value is FoundRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<Record<keyof FoundRecord, unknown>>;
  return (
    FOUND_GROUPS.includes(record.group as FoundRecord['group']) &&
    isText(record.key) &&
    isText(record.link) &&
    record.link.startsWith('/') &&
    isText(record.title) &&
    Array.isArray(record.facts) &&
    record.facts.every(isText)
  );
}

const storedRecents = (): RecentByAdmin => readObject<RecentByAdmin>(StorageKey.recentRecords) ?? {};

/** The admin's recently opened records on this device, the latest first. */
export function recentRecordsOf(adminId: string): FoundRecord[] {
  const recents: unknown = storedRecents()[adminId];
  return Array.isArray(recents) ? recents.filter(isFoundRecord).slice(0, RECENT_LIMIT) : [];
}

/** Puts the record first in the admin's list (once), keeping the list to RECENT_LIMIT. */
export function rememberOpened(adminId: string, record: FoundRecord): void {
  const recents = [record, ...recentRecordsOf(adminId).filter((known) => known.key !== record.key)];
  writeItem(StorageKey.recentRecords, { ...storedRecents(), [adminId]: recents.slice(0, RECENT_LIMIT) });
}
