import { numberOrNull } from '../lib/format';
import { api } from './api';
import type { ApiFailure } from './apiFailure';
import type { AppDispatch } from '../slices';
import { AuditLimits, AuditPaths, type AuditEntry, type AuditLogPage, type AuditLogQuery } from '../../contract';
import { fieldsOf, idOf, listAnswer, textOrNull, type Fields } from './answers';

/** A page of the audit trail, or word that the API keeps none (it answered 404: the call is ours, proposed). */
export interface AuditLogAnswer extends AuditLogPage {
  available: boolean;
}

/** An entry with every field of the type it claims: what is missing shows as '-'. */
function entryAnswer(fields: Fields): AuditEntry {
  return {
    auditId: idOf(fields.auditId),
    at: textOrNull(fields.at) ?? '',
    actorId: textOrNull(fields.actorId),
    actorName: textOrNull(fields.actorName),
    action: textOrNull(fields.action) ?? '',
    targetKind: textOrNull(fields.targetKind) ?? '',
    targetId: textOrNull(fields.targetId) ?? '',
    targetName: textOrNull(fields.targetName),
    before: fieldsOf(fields.before),
    after: fieldsOf(fields.after),
    relatedIds: Array.isArray(fields.relatedIds)
      ? fields.relatedIds.filter((id): id is string => typeof id === 'string')
      : [],
  };
}

/**
 * A page as the screens can trust it: entries an array, the counts numbers (else what was asked).
 * The total counts at least the entries up to this page, so the paging line never says fewer than
 * the rows it sits under (an API's total may lag behind its entries).
 */
export function auditPageOf(data: unknown, query: AuditLogQuery): AuditLogAnswer {
  const fields = fieldsOf(data) ?? {};
  const entries = listAnswer(fields.entries, entryAnswer);
  const upToThisPage = ((query.page ?? 1) - 1) * (query.size ?? 0) + entries.length;
  return {
    available: true,
    entries,
    total: Math.max(numberOrNull(fields.total) ?? 0, upToThisPage),
    page: numberOrNull(fields.page) ?? query.page ?? 1,
    size: numberOrNull(fields.size) ?? query.size ?? entries.length,
  };
}

const unavailable = (query: AuditLogQuery): AuditLogAnswer => ({
  available: false,
  entries: [],
  total: 0,
  page: query.page ?? 1,
  size: query.size ?? 0,
});

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The audit trail, newest first: filtered and paged by the API; every change invalidates 'Audit'. */
    getAuditLog: build.query<AuditLogAnswer, AuditLogQuery>({
      async queryFn(query, _api, _extraOptions, call) {
        const result = await call({ url: AuditPaths.log, params: { ...query } });
        if (result.error?.status === 404) return { data: unavailable(query) };
        if (result.error) return { error: result.error as ApiFailure };
        return { data: auditPageOf(result.data, query) };
      },
      providesTags: ['Audit'],
      // The page and the dialogs' timelines say it themselves, in place, with Try again.
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;

/**
 * Every entry the filters match, newest first, read a page of the API's largest size at a time
 * (for the CSV export: the page on screen is one of many). Entries made meanwhile push older ones
 * onto the next page: an entry read twice is kept once. Fails when a page cannot be read.
 */
export async function readWholeAuditLog(
  dispatch: AppDispatch,
  filters: Omit<AuditLogQuery, 'page' | 'size'>,
  progress: (loaded: number, total: number) => void,
): Promise<AuditEntry[]> {
  const entries = new Map<string, AuditEntry>();
  for (let page = 1; ; page += 1) {
    const answer = await dispatch(
      auditApi.endpoints.getAuditLog.initiate(
        { ...filters, page, size: AuditLimits.pageSize },
        { subscribe: false, forceRefetch: true },
      ),
    ).unwrap();
    if (!answer.available) throw new Error('The API keeps no audit trail.');
    for (const entry of answer.entries) if (!entries.has(entry.auditId)) entries.set(entry.auditId, entry);
    progress(entries.size, Math.max(answer.total, entries.size));
    if (answer.entries.length < AuditLimits.pageSize || page * AuditLimits.pageSize >= answer.total)
      return [...entries.values()];
  }
}
