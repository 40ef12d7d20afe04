import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ProfilePaths, SearchLimits, type Profile } from '../../src/services/contract';
import type { Db } from '../db';
import { ApiError, notFound, ok, okJson } from '../envelope';
import {
  bodyOf,
  containsPattern,
  emailOf,
  idParam,
  optionalText,
  phoneOf,
  queryText,
  requiredText,
  roleOf,
  type Fields,
} from './input';
import type { ProfileRow } from './rows';
import { dropImageIfUnused, readImage, storeImage } from './uploads';

export const fullNameOf = (first: string | null, last: string | null): string | null =>
  [first, last].filter((part) => part && part.trim()).join(' ') || null;

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

export function refuseTakenEmail(db: Db, email: string, exceptProfileId?: string): void {
  const taken = db
    .prepare('SELECT 1 FROM profiles WHERE lower(email) = lower(?) AND profile_id IS NOT ?')
    .get(email, exceptProfileId ?? null);
  if (taken) throw new ApiError(409, 'CONFLICT', 'email already in use');
}

/**
 * The person's own fields of a profile or partner update, checked, as profile columns: undefined
 * leaves a value as it is, null clears it (names cannot be cleared).
 */
export function personColumns(fields: Fields): Partial<ProfileRow> {
  const firstName = optionalText(fields, 'firstName', 100, false);
  const lastName = optionalText(fields, 'lastName', 100, false);
  const email = optionalText(fields, 'email', 254, false);
  const phone = optionalText(fields, 'phoneNumber', 20);
  return {
    first_name: firstName,
    last_name: lastName,
    email: email ? emailOf(email) : undefined,
    phone_number: phone ? phoneOf(phone) : phone,
    line_id: optionalText(fields, 'lineId', 100),
    facebook: optionalText(fields, 'facebook', 300),
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

export async function registerProfileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const now = () => app.sandbox.now();

  const allProfilesJson = () =>
    app.cachedJson('profiles', () =>
      (
        db.prepare('SELECT * FROM profiles ORDER BY create_date DESC, profile_id').all() as ProfileRow[]
      ).map(toProfile),
    );

  app.get(ProfilePaths.list, async (request, reply) => okJson(request, reply, allProfilesJson()));

  app.get(ProfilePaths.search, async (request, reply) => {
    const roleText = queryText(request, 'role');
    const role = roleText === undefined ? null : roleOf(roleText, 'role');
    const keyword = queryText(request, 'keyword', SearchLimits.keyword);
    // A search without criteria is the whole list, in the list's order: the same cached answer.
    if (role === null && keyword === undefined) return okJson(request, reply, allProfilesJson());
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

  app.get(ProfilePaths.byIdRoute, async (request, reply) =>
    ok(request, reply, toProfile(profileRow(db, idParam(request)))),
  );

  app.post(ProfilePaths.create, async (request, reply) => {
    const fields = bodyOf(request);
    const firstName = requiredText(fields, 'firstName');
    const lastName = requiredText(fields, 'lastName');
    const email = emailOf(requiredText(fields, 'email', 254));
    const phone = optionalText(fields, 'phoneNumber', 20);
    const role = roleOf(fields.role, 'role');
    const profileId = randomUUID();
    db.transaction(() => {
      refuseTakenEmail(db, email);
      db.prepare(
        `INSERT INTO profiles (profile_id, first_name, last_name, email, phone_number, role, active, create_date)
         VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
      ).run(
        profileId,
        firstName,
        lastName,
        email,
        phone ? phoneOf(phone) : null,
        role,
        new Date(now()).toISOString(),
      );
    })();
    return ok(request, reply, toProfile(profileRow(db, profileId)), 201);
  });

  app.put(ProfilePaths.byIdRoute, async (request, reply) => {
    const profileId = idParam(request);
    const fields = bodyOf(request);
    const person = personColumns(fields);
    const location = optionalText(fields, 'location', 500);
    db.transaction(() => {
      profileRow(db, profileId);
      if (person.email) refuseTakenEmail(db, person.email, profileId);
      updateProfileColumns(db, profileId, { ...person, location });
    })();
    return ok(request, reply, toProfile(profileRow(db, profileId)));
  });

  app.patch(ProfilePaths.activeRoute, async (request, reply) => {
    const profileId = idParam(request);
    db.transaction(() => {
      const row = profileRow(db, profileId);
      if (row.active === 1) refuseOnSelf(request, profileId, 'deactivate');
      db.prepare('UPDATE profiles SET active = 1 - active WHERE profile_id = ?').run(profileId);
    })();
    return ok(request, reply, toProfile(profileRow(db, profileId)));
  });

  app.delete(ProfilePaths.removeRoute, async (request, reply) => {
    const profileId = idParam(request);
    db.transaction(() => {
      profileRow(db, profileId);
      refuseOnSelf(request, profileId, 'delete');
      deleteProfile(db, profileId);
    })();
    return ok(request, reply, null);
  });

  app.post(ProfilePaths.imageRoute, async (request, reply) => {
    const profileId = idParam(request);
    profileRow(db, profileId);
    const upload = await readImage(request, 'image');
    db.transaction(() => {
      const previous = profileRow(db, profileId).image_id;
      const imageId = storeImage(db, 'profile', upload, now());
      db.prepare('UPDATE profiles SET image_id = ? WHERE profile_id = ?').run(imageId, profileId);
      dropImageIfUnused(db, previous);
    })();
    return ok(request, reply, toProfile(profileRow(db, profileId)));
  });

  app.post(ProfilePaths.roleRoute, async (request, reply) => {
    const profileId = idParam(request);
    const newRole = roleOf(bodyOf(request).newRole, 'newRole');
    db.transaction(() => {
      const row = profileRow(db, profileId);
      if (row.role === 'ADMIN' && newRole !== 'ADMIN') refuseOnSelf(request, profileId, 'demote');
      db.prepare('UPDATE profiles SET role = ? WHERE profile_id = ?').run(newRole, profileId);
    })();
    return ok(request, reply, toProfile(profileRow(db, profileId)));
  });
}
