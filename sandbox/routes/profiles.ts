import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Profile, UpdateProfileRequest } from '../../contract';
import type { Db } from '../db';
import { route } from '../route';
import { ApiError, notFound, ok, okJson, type AnswerText } from '../envelope';
import { auditorOf, differences } from './audit';
import type { ProfileRow } from '../db/rows';
import { clearable, containsPattern, fullNameOf, searchValue } from '../lib/text';
import { dropImageIfUnused, readImage, storeImage, uploadRoutes } from './uploads';

export const toProfile = (row: ProfileRow): Profile => ({
  profileId: row.profile_id,
  firstName: row.first_name,
  lastName: row.last_name,
  fullName: fullNameOf(row.first_name, row.last_name),
  email: row.email,
  phoneNumber: row.phone_number,
  role: row.role,
  active: row.active === 1,
  image: row.image_id,
  lineId: row.line_id,
  facebook: row.facebook,
  location: row.location,
  createDate: row.create_date,
});

/** A profile's own fields as the audit trail shows a change of them (the API's names). */
const personValues = (row: ProfileRow) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phoneNumber: row.phone_number,
  lineId: row.line_id,
  facebook: row.facebook,
  location: row.location,
});

/** The audit trail's target for a profile: the user, by their name at the time. */
const userTarget = (row: ProfileRow) => ({
  targetKind: 'user' as const,
  targetId: row.profile_id,
  targetName: fullNameOf(row.first_name, row.last_name),
});

export function profileRow(db: Db, profileId: string): ProfileRow {
  const row = db.prepare('SELECT * FROM profiles WHERE profile_id = ?').get(profileId) as
    ProfileRow | undefined;
  if (!row) throw notFound('profile');
  return row;
}

/** An admin keeps their own access: no deactivating, demoting or deleting the account in use. */
function refuseOnSelf(request: FastifyRequest, profileId: string, action: string): void {
  if (request.adminId === profileId)
    throw new ApiError(409, 'CONFLICT', `you cannot ${action} your own account`);
}

/** Said to the admin as it is: the generic conflict text would not tell them what to change. */
const EMAIL_TAKEN: AnswerText = {
  title: { th: 'อีเมลนี้ถูกใช้แล้ว', en: 'Email already in use' },
  message: {
    th: 'อีเมลนี้เป็นของบัญชีอื่นแล้ว กรุณาใช้อีเมลอื่น',
    en: 'Another account already uses this email. Please use a different one.',
  },
};

export function refuseTakenEmail(db: Db, email: string, exceptProfileId?: string): void {
  const taken = db
    .prepare('SELECT 1 FROM profiles WHERE lower(email) = lower(?) AND profile_id IS NOT ?')
    .get(email, exceptProfileId ?? null);
  if (taken) throw new ApiError(409, 'CONFLICT', undefined, EMAIL_TAKEN);
}

/**
 * The person's own fields of a profile or partner update as profile columns: undefined leaves a
 * value as it is, null clears it (the schema keeps names and the e-mail from being cleared).
 */
export function personColumns(fields: Omit<UpdateProfileRequest, 'location'>): Partial<ProfileRow> {
  return {
    first_name: fields.firstName?.trim(),
    last_name: fields.lastName?.trim(),
    email: fields.email?.toLowerCase(),
    phone_number: fields.phoneNumber,
    line_id: clearable(fields.lineId),
    facebook: clearable(fields.facebook),
  };
}

/**
 * Writes the given profile columns, leaving out the undefined ones. Column names come from this
 * code, never from the request.
 */
export function updateProfileColumns(db: Db, profileId: string, columns: Partial<ProfileRow>): void {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  db.prepare(
    `UPDATE profiles SET ${entries.map(([column]) => `${column} = @${column}`).join(', ')} WHERE profile_id = @id`,
  ).run({
    ...Object.fromEntries(entries),
    id: profileId,
  });
}

/** Deleting an owner: the property's next owner (by name) becomes its head, so a property keeps one. */
function deleteProfile(db: Db, profileId: string): void {
  const headed = db
    .prepare('SELECT property_id FROM property_owners WHERE profile_id = ? AND is_head = 1')
    .pluck()
    .all(profileId) as string[];
  const imageId =
    (db.prepare('SELECT image_id FROM profiles WHERE profile_id = ?').pluck().get(profileId) as
      string | null) ?? null;
  db.prepare('DELETE FROM profiles WHERE profile_id = ?').run(profileId);
  const promote = db.prepare(
    `UPDATE property_owners SET is_head = 1
      WHERE property_id = @propertyId AND profile_id = (
        SELECT o.profile_id FROM property_owners o JOIN profiles p ON p.profile_id = o.profile_id
         WHERE o.property_id = @propertyId ORDER BY p.first_name, p.last_name, p.profile_id LIMIT 1)`,
  );
  for (const propertyId of headed) promote.run({ propertyId });
  dropImageIfUnused(db, imageId);
}

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const now = () => app.sandbox.now();
  const audit = auditorOf(app);

  const allProfilesJson = (request: FastifyRequest) =>
    app.cachedJson(request, 'profiles', () =>
      (db.prepare('SELECT * FROM profiles ORDER BY create_date DESC, profile_id').all() as ProfileRow[]).map(
        toProfile,
      ),
    );

  route(app, 'listProfiles', async (request, reply) => okJson(request, reply, allProfilesJson(request)));

  route(app, 'searchProfiles', async (request, reply) => {
    const role = request.query.role ?? null;
    const keyword = searchValue(request.query.keyword);
    // A search without criteria is the whole list, in the list's order: the same cached answer.
    if (role === null && keyword === undefined) return okJson(request, reply, allProfilesJson(request));
    const rows = db
      .prepare(
        `SELECT * FROM profiles
            WHERE (@role IS NULL OR role = @role)
              AND (@pattern IS NULL
                   OR first_name LIKE @pattern ESCAPE '\\'
                   OR last_name LIKE @pattern ESCAPE '\\'
                   OR (coalesce(first_name, '') || ' ' || coalesce(last_name, '')) LIKE @pattern ESCAPE '\\'
                   OR email LIKE @pattern ESCAPE '\\'
                   OR phone_number LIKE @pattern ESCAPE '\\')
            ORDER BY create_date DESC, profile_id`,
      )
      .all({ role, pattern: keyword === undefined ? null : containsPattern(keyword) }) as ProfileRow[];
    return ok(request, reply, rows.map(toProfile));
  });

  route(app, 'getProfile', async (request, reply) =>
    ok(request, reply, toProfile(profileRow(db, request.params.id))),
  );

  route(app, 'createProfile', async (request, reply) => {
    const { firstName, lastName, phoneNumber, role } = request.body;
    const email = request.body.email.toLowerCase();
    const profileId = randomUUID();
    db.transaction(() => {
      refuseTakenEmail(db, email);
      db.prepare(
        `INSERT INTO profiles (profile_id, first_name, last_name, email, phone_number, role, active, create_date)
           VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
      ).run(
        profileId,
        firstName.trim(),
        lastName.trim(),
        email,
        phoneNumber ?? null,
        role,
        new Date(now()).toISOString(),
      );
      const created = profileRow(db, profileId);
      audit(request, {
        action: 'user.create',
        ...userTarget(created),
        before: null,
        after: { ...personValues(created), role, active: true },
      });
    })();
    return ok(request, reply, toProfile(profileRow(db, profileId)), 201);
  });

  route(app, 'updateProfile', async (request, reply) => {
    const profileId = request.params.id;
    const person = personColumns(request.body);
    db.transaction(() => {
      const before = profileRow(db, profileId);
      if (person.email) refuseTakenEmail(db, person.email, profileId);
      updateProfileColumns(db, profileId, { ...person, location: clearable(request.body.location) });
      const after = profileRow(db, profileId);
      const changed = differences(personValues(before), personValues(after));
      if (changed) audit(request, { action: 'user.update', ...userTarget(after), ...changed });
    })();
    return ok(request, reply, toProfile(profileRow(db, profileId)));
  });

  route(app, 'toggleProfileActive', async (request, reply) => {
    const profileId = request.params.id;
    db.transaction(() => {
      const row = profileRow(db, profileId);
      if (row.active === 1) refuseOnSelf(request, profileId, 'deactivate');
      db.prepare('UPDATE profiles SET active = 1 - active WHERE profile_id = ?').run(profileId);
      audit(request, {
        action: 'user.active',
        ...userTarget(row),
        before: { active: row.active === 1 },
        after: { active: row.active !== 1 },
      });
    })();
    return ok(request, reply, toProfile(profileRow(db, profileId)));
  });

  route(app, 'deleteProfile', async (request, reply) => {
    const profileId = request.params.id;
    db.transaction(() => {
      const row = profileRow(db, profileId);
      refuseOnSelf(request, profileId, 'delete');
      deleteProfile(db, profileId);
      audit(request, {
        action: 'user.delete',
        ...userTarget(row),
        before: { ...personValues(row), role: row.role, active: row.active === 1 },
        after: null,
      });
    })();
    return ok(request, reply, null);
  });

  await app.register(
    uploadRoutes(async (uploads) => {
      route(uploads, 'uploadProfileImage', async (request, reply) => {
        const profileId = request.params.id;
        profileRow(db, profileId);
        const upload = await readImage(request, 'image');
        db.transaction(() => {
          const row = profileRow(db, profileId);
          const imageId = storeImage(db, 'profile', upload, now());
          db.prepare('UPDATE profiles SET image_id = ? WHERE profile_id = ?').run(imageId, profileId);
          dropImageIfUnused(db, row.image_id);
          audit(request, {
            action: 'user.image',
            ...userTarget(row),
            before: { image: row.image_id },
            after: { image: imageId },
          });
        })();
        return ok(request, reply, toProfile(profileRow(db, profileId)));
      });
    }),
  );

  route(app, 'changeProfileRole', async (request, reply) => {
    const profileId = request.params.id;
    const { newRole } = request.body;
    db.transaction(() => {
      const row = profileRow(db, profileId);
      if (row.role === 'ADMIN' && newRole !== 'ADMIN') refuseOnSelf(request, profileId, 'demote');
      db.prepare('UPDATE profiles SET role = ? WHERE profile_id = ?').run(newRole, profileId);
      const changed = differences({ role: row.role }, { role: newRole });
      if (changed) audit(request, { action: 'user.role', ...userTarget(row), ...changed });
    })();
    return ok(request, reply, toProfile(profileRow(db, profileId)));
  });
};
