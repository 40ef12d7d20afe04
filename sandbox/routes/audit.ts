import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntry, AuditTargetKind } from '../../contract';
import type { Db } from '../db';
import { invalid, ok } from '../envelope';
import { route } from '../route';
import { bangkokDate, DAY_MS, iso } from '../lib/dates';
import { fullNameOf } from '../lib/text';

/** What an action changed: only the fields it touched. */
export type AuditValues = Record<string, unknown>;

/** The admin who acted, named as they were then. */
export interface Actor {
  id: string | null;
  name: string | null;
}

export interface AuditRecord {
  actor: Actor;
  /** When, in milliseconds. */
  at: number;
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId: string;
  targetName: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
  /** Other records the action touched; the target filter matches them too. */
  relatedIds?: string[];
  /** A random id unless given (the seed gives its own, to stay deterministic). */
  auditId?: string;
}

/** Writes one entry. Call it inside the change's transaction, after the change: both or neither. */
export function recordAudit(db: Db, record: AuditRecord): void {
  const relatedIds = record.relatedIds ?? [];
  const json = (values: AuditValues | null) => (values === null ? null : JSON.stringify(values));
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO audit_log (audit_id, at, actor_id, actor_name, action, target_kind, target_id, target_name,
                              before_json, after_json, related_json)
       VALUES (@auditId, @at, @actorId, @actorName, @action, @targetKind, @targetId, @targetName,
               @before, @after, @related)`,
    )
    .run({
      auditId: record.auditId ?? randomUUID(),
      at: iso(record.at),
      actorId: record.actor.id,
      actorName: record.actor.name,
      action: record.action,
      targetKind: record.targetKind,
      targetId: record.targetId,
      targetName: record.targetName,
      before: json(record.before),
      after: json(record.after),
      related: JSON.stringify(relatedIds),
    });
  const relate = db.prepare('INSERT OR IGNORE INTO audit_related (related_id, seq) VALUES (?, ?)');
  for (const relatedId of relatedIds) relate.run(relatedId, lastInsertRowid);
}

/** The signed-in administrator (the guard's `adminId`), by their full name now. */
export function actorOf(db: Db, request: FastifyRequest): Actor {
  if (!request.adminId) return { id: null, name: null };
  const row = db
    .prepare('SELECT first_name, last_name FROM profiles WHERE profile_id = ?')
    .get(request.adminId) as { first_name: string | null; last_name: string | null } | undefined;
  return { id: request.adminId, name: row ? fullNameOf(row.first_name, row.last_name) : null };
}

export type AuditChange = Omit<AuditRecord, 'actor' | 'at' | 'auditId'>;

/** How a route records its changes: by the request's admin, at the sandbox's time. */
export const auditorOf =
  (app: FastifyInstance) =>
  (request: FastifyRequest, change: AuditChange): void =>
    recordAudit(app.db, { ...change, actor: actorOf(app.db, request), at: app.sandbox.now() });

/**
 * The fields whose values differ, each side with only those; null when nothing changed (an update
 * that writes the same values is no change to record).
 */
export function differences(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

interface AuditRow {
  audit_id: string;
  at: string;
  actor_id: string | null;
  actor_name: string | null;
  action: AuditAction;
  target_kind: AuditTargetKind;
  target_id: string;
  target_name: string | null;
  before_json: string | null;
  after_json: string | null;
  related_json: string;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  auditId: row.audit_id,
  at: row.at,
  actorId: row.actor_id,
  actorName: row.actor_name,
  action: row.action,
  targetKind: row.target_kind,
  targetId: row.target_id,
  targetName: row.target_name,
  before: row.before_json === null ? null : (JSON.parse(row.before_json) as AuditValues),
  after: row.after_json === null ? null : (JSON.parse(row.after_json) as AuditValues),
  relatedIds: JSON.parse(row.related_json) as string[],
});

/** The instant a Thai calendar day (YYYY-MM-DD) begins; 400 naming the field for a day that does not exist. */
function dayStart(day: string | undefined, field: string): number | null {
  if (day === undefined) return null;
  const start = Date.parse(`${day}T00:00:00.000+07:00`);
  if (Number.isNaN(start) || bangkokDate(start) !== day) throw invalid(field);
  return start;
}

const DEFAULT_PAGE_SIZE = 50;

export const auditRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, 'listAuditLog', async (request, reply) => {
    const { actorId, action, targetKind, targetId, from, to } = request.query;
    const page = request.query.page ?? 1;
    const size = request.query.size ?? DEFAULT_PAGE_SIZE;
    const fromStart = dayStart(from, 'from');
    const toStart = dayStart(to, 'to');
    const filter = {
      actorId: actorId ?? null,
      action: action ?? null,
      targetKind: targetKind ?? null,
      targetId: targetId ?? null,
      from: fromStart === null ? null : iso(fromStart),
      // `to` is inclusive: everything before the next day begins.
      before: toStart === null ? null : iso(toStart + DAY_MS),
    };
    const where = `
        WHERE (@actorId IS NULL OR actor_id = @actorId)
          AND (@action IS NULL OR action = @action)
          AND (@targetKind IS NULL OR target_kind = @targetKind)
          AND (@targetId IS NULL OR target_id = @targetId
               OR seq IN (SELECT seq FROM audit_related WHERE related_id = @targetId))
          AND (@from IS NULL OR at >= @from)
          AND (@before IS NULL OR at < @before)`;
    const total = db.prepare(`SELECT COUNT(*) FROM audit_log ${where}`).pluck().get(filter) as number;
    // A page past the end is empty; its offset (as large as 10^300) never reaches SQLite.
    const offset = (page - 1) * size;
    const rows =
      offset >= total
        ? []
        : (db
            .prepare(`SELECT * FROM audit_log ${where} ORDER BY at DESC, seq DESC LIMIT @size OFFSET @offset`)
            .all({ ...filter, size, offset }) as AuditRow[]);
    return ok(request, reply, { entries: rows.map(toEntry), total, page, size });
  });
};
