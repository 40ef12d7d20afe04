import type { FastifyPluginAsync } from 'fastify';
import type { PartnerRequest, Role } from '../../contract';
import type { Db } from '../db';
import { ApiError, notFound, ok } from '../envelope';
import { route } from '../route';
import { auditorOf, differences, type AuditChange } from './audit';
import { decryptProfileId, encryptProfileId } from '../lib/partnerIds';
import { personColumns, refuseTakenEmail, updateProfileColumns } from './profiles';
import type { PartnerRequestRow, ProfileRow } from '../db/rows';
import { clearable, fullNameOf } from '../lib/text';

type RequestRow = PartnerRequestRow &
  Pick<
    ProfileRow,
    'first_name' | 'last_name' | 'email' | 'phone_number' | 'line_id' | 'facebook' | 'image_id' | 'role'
  >;

const SELECT_REQUESTS = `
  SELECT r.*, p.first_name, p.last_name, p.email, p.phone_number, p.line_id, p.facebook, p.image_id, p.role
    FROM partner_requests r JOIN profiles p ON p.profile_id = r.profile_id`;

const toPartnerRequest = (row: RequestRow): PartnerRequest => ({
  profilePartnerId: row.profile_partner_id,
  profileId: encryptProfileId(row.profile_id),
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
  createDate: row.create_date,
  lineId: row.line_id,
  facebook: row.facebook,
  propertyName: row.property_name,
  location: row.location,
  image: row.image_id,
  maxCapacity: row.max_capacity,
});

function requestRow(db: Db, profilePartnerId: string): RequestRow {
  const row = db.prepare(`${SELECT_REQUESTS} WHERE r.profile_partner_id = ?`).get(profilePartnerId) as
    RequestRow | undefined;
  if (!row) throw notFound('profilePartner');
  return row;
}

/**
 * The audit trail's target for a request: the application, by the applicant's name at the time,
 * related to the applicant's profile so that the user's own trail shows it too.
 */
const partnerTarget = (row: RequestRow) => ({
  targetKind: 'partner' as const,
  targetId: row.profile_partner_id,
  targetName: fullNameOf(row.first_name, row.last_name),
  relatedIds: [row.profile_id],
});

/** A request's fields an update may change, as the audit trail shows them (the API's names). */
const requestValues = (row: RequestRow) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
  lineId: row.line_id,
  facebook: row.facebook,
  propertyName: row.property_name,
  location: row.location,
  maxCapacity: row.max_capacity,
});

/** The request's status and the applicant's role, before or after a decision (null: the request is gone). */
const decisionValues = (status: PartnerRequestRow['status'] | null, role: Role) => ({ status, role });

const ownsProperty = (db: Db, profileId: string): boolean =>
  Boolean(db.prepare('SELECT 1 FROM property_owners WHERE profile_id = ?').get(profileId));

/** Approval makes the applicant a partner; an administrator keeps the higher role. */
function approve(db: Db, row: RequestRow, now: string): AuditChange {
  if (row.status !== 'PENDING')
    throw new ApiError(409, 'CONFLICT', `the request is already ${row.status.toLowerCase()}`);
  db.prepare(
    "UPDATE partner_requests SET status = 'APPROVED', update_date = ? WHERE profile_partner_id = ?",
  ).run(now, row.profile_partner_id);
  const role: Role = row.role === 'ADMIN' ? 'ADMIN' : 'PARTNER';
  db.prepare('UPDATE profiles SET role = ? WHERE profile_id = ?').run(role, row.profile_id);
  return {
    action: 'partner.approve',
    ...partnerTarget(row),
    before: decisionValues(row.status, row.role),
    after: decisionValues('APPROVED', role),
  };
}

/**
 * Reject (of a pending request) and cancel approval (of an approved one) both delete the request.
 * A cancelled partner goes back to customer, unless another approval of theirs still stands; a
 * partner who already owns a property cannot be cancelled here.
 */
function deleteRequest(db: Db, row: RequestRow): AuditChange {
  if (row.status === 'APPROVED' && ownsProperty(db, row.profile_id)) {
    throw new ApiError(409, 'CONFLICT', 'the partner owns properties');
  }
  db.prepare('DELETE FROM partner_requests WHERE profile_partner_id = ?').run(row.profile_partner_id);
  const stillApproved = db
    .prepare("SELECT 1 FROM partner_requests WHERE profile_id = ? AND status = 'APPROVED'")
    .get(row.profile_id);
  const cancelled = row.status === 'APPROVED';
  const role: Role = cancelled && row.role === 'PARTNER' && !stillApproved ? 'CUSTOMER' : row.role;
  if (role !== row.role)
    db.prepare('UPDATE profiles SET role = ? WHERE profile_id = ?').run(role, row.profile_id);
  return {
    action: cancelled ? 'partner.cancel' : 'partner.reject',
    ...partnerTarget(row),
    before: decisionValues(row.status, row.role),
    after: decisionValues(null, role),
  };
}

/** The two lists of the partner screen: who awaits a decision, and whose approval may be cancelled. */
const LISTS = [
  {
    operationId: 'listPendingPartnerRequests',
    where: "r.status = 'PENDING'",
    orderBy: 'r.create_date DESC',
  },
  {
    operationId: 'listPartnersWithoutProperties',
    where: `r.status = 'APPROVED' AND p.role = 'PARTNER'
            AND NOT EXISTS (SELECT 1 FROM property_owners o WHERE o.profile_id = r.profile_id)`,
    orderBy: 'r.update_date DESC',
  },
] as const;

export const partnerRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const now = () => new Date(app.sandbox.now()).toISOString();
  const audit = auditorOf(app);
  const answer = (profilePartnerId: string) => toPartnerRequest(requestRow(db, profilePartnerId));

  for (const { operationId, where, orderBy } of LISTS) {
    route(app, operationId, async (request, reply) => {
      const rows = db
        .prepare(`${SELECT_REQUESTS} WHERE ${where} ORDER BY ${orderBy}, r.profile_partner_id`)
        .all() as RequestRow[];
      return ok(request, reply, rows.map(toPartnerRequest));
    });
  }

  route(app, 'getPartnerRequest', async (request, reply) => ok(request, reply, answer(request.params.id)));

  route(app, 'updatePartnerRequest', async (request, reply) => {
    const { id } = request.params;
    const { propertyName, location, maxCapacity } = request.body;
    const person = personColumns(request.body);
    db.transaction(() => {
      const row = requestRow(db, id);
      if (person.email) refuseTakenEmail(db, person.email, row.profile_id);
      updateProfileColumns(db, row.profile_id, person);
      const changed = Object.entries({
        property_name: clearable(propertyName),
        location: clearable(location),
        max_capacity: maxCapacity,
      }).filter(([, value]) => value !== undefined);
      if (changed.length > 0) {
        db.prepare(
          `UPDATE partner_requests SET ${changed.map(([column]) => `${column} = @${column}`).join(', ')}, update_date = @now
              WHERE profile_partner_id = @id`,
        ).run({ ...Object.fromEntries(changed), now: now(), id });
      }
      const after = requestRow(db, id);
      const differing = differences(requestValues(row), requestValues(after));
      if (differing) audit(request, { action: 'partner.update', ...partnerTarget(after), ...differing });
    })();
    return ok(request, reply, answer(id));
  });

  route(app, 'approvePartnerRequest', async (request, reply) => {
    const { id } = request.params;
    db.transaction(() => audit(request, approve(db, requestRow(db, id), now())))();
    return ok(request, reply, answer(id));
  });

  route(app, 'rejectPartnerRequest', async (request, reply) => {
    const { id } = request.params;
    db.transaction(() => {
      const row = requestRow(db, id);
      if (row.status !== 'PENDING')
        throw new ApiError(409, 'CONFLICT', `the request is already ${row.status.toLowerCase()}`);
      db.prepare(
        "UPDATE partner_requests SET status = 'REJECTED', update_date = ? WHERE profile_partner_id = ?",
      ).run(now(), id);
      audit(request, {
        action: 'partner.reject',
        ...partnerTarget(row),
        before: { status: row.status },
        after: { status: 'REJECTED' },
      });
    })();
    return ok(request, reply, answer(id));
  });

  route(app, 'updateRoleToPartner', async (request, reply) => {
    const profileId = decryptProfileId(request.params.id);
    if (!profileId) throw notFound('profileId');
    const id = db.transaction(() => {
      const rows = db
        .prepare(
          `${SELECT_REQUESTS} WHERE r.profile_id = ? ORDER BY r.status <> 'PENDING', r.create_date DESC`,
        )
        .all(profileId) as RequestRow[];
      if (rows.length === 0) throw notFound('profileId');
      audit(request, approve(db, rows[0], now()));
      return rows[0].profile_partner_id;
    })();
    return ok(request, reply, answer(id));
  });

  // Reject and cancel approval: the same deletion under two paths.
  for (const operationId of ['deletePartnerRequest', 'deleteProfilePartner'] as const) {
    route(app, operationId, async (request, reply) => {
      const { id } = request.params;
      db.transaction(() => audit(request, deleteRequest(db, requestRow(db, id))))();
      return ok(request, reply, null);
    });
  }
};
