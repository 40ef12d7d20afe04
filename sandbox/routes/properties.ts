import type { FastifyPluginAsync } from 'fastify';
import type {
  DashboardInfo,
  Property,
  PropertyListByApproval,
  PropertyOwner,
  PropertySearchQuery,
} from '../../contract';
import type { Db } from '../db';
import { invalid, notFound, ok } from '../envelope';
import { route } from '../route';
import { auditorOf, differences } from './audit';
import { bangkokDayStart, DAY_MS, iso } from '../lib/dates';
import type { ProfileRow, PropertyOwnerRow, PropertyRow, PropertyTypeRow } from '../db/rows';
import { refuseBooked, toPropertyType } from './propertyTypes';
import { containsPattern, searchValue } from '../lib/text';
import { dropImageIfUnused } from './uploads';

type PropertyListRow = PropertyRow & { location_name: string | null };
type OwnerRow = PropertyOwnerRow &
  Pick<
    ProfileRow,
    'first_name' | 'last_name' | 'image_id' | 'email' | 'phone_number' | 'line_id' | 'facebook' | 'location'
  >;

const toOwner = (row: OwnerRow): PropertyOwner => ({
  profileId: row.profile_id,
  firstName: row.first_name,
  lastName: row.last_name,
  image: row.image_id,
  email: row.email,
  phoneNumber: row.phone_number,
  lineId: row.line_id,
  facebook: row.facebook,
  location: row.location,
  isHead: row.is_head === 1,
  verified: row.verified === 1,
});

interface PropertyFilter {
  propertyId?: string;
  locationId?: string;
  /** Matches the property's name and code, its location's name, and its types' names and codes. */
  keyword?: string;
}

/** Properties with all their types and owners (head owner first), newest first. */
function loadProperties(db: Db, filter: PropertyFilter): Property[] {
  const rows = db
    .prepare(
      `SELECT p.*, l.name AS location_name
         FROM properties p LEFT JOIN locations l ON l.location_id = p.location_id
        WHERE (@propertyId IS NULL OR p.property_id = @propertyId)
          AND (@locationId IS NULL OR p.location_id = @locationId)
          AND (@pattern IS NULL
               OR p.property_name LIKE @pattern ESCAPE '\\'
               OR p.code LIKE @pattern ESCAPE '\\'
               OR l.name LIKE @pattern ESCAPE '\\'
               OR EXISTS (SELECT 1 FROM property_types t
                           WHERE t.property_id = p.property_id
                             AND (t.property_type_name LIKE @pattern ESCAPE '\\' OR t.code LIKE @pattern ESCAPE '\\')))
        ORDER BY p.create_date DESC, p.property_id`,
    )
    .all({
      propertyId: filter.propertyId ?? null,
      locationId: filter.locationId ?? null,
      pattern: filter.keyword === undefined ? null : containsPattern(filter.keyword),
    }) as PropertyListRow[];
  const ids = JSON.stringify(rows.map((row) => row.property_id));
  const types = db
    .prepare(
      `SELECT * FROM property_types WHERE property_id IN (SELECT value FROM json_each(?)) ORDER BY code, property_type_id`,
    )
    .all(ids) as PropertyTypeRow[];
  const owners = db
    .prepare(
      `SELECT o.*, p.first_name, p.last_name, p.image_id, p.email, p.phone_number, p.line_id, p.facebook, p.location
         FROM property_owners o JOIN profiles p ON p.profile_id = o.profile_id
        WHERE o.property_id IN (SELECT value FROM json_each(?))
        ORDER BY o.is_head DESC, p.first_name, p.last_name, p.profile_id`,
    )
    .all(ids) as OwnerRow[];
  return rows.map((row) => ({
    propertyId: row.property_id,
    propertyName: row.property_name,
    code: row.code,
    locationId: row.location_id,
    locationName: row.location_name,
    propertyTypes: types.filter((type) => type.property_id === row.property_id).map(toPropertyType),
    propertyOwners: owners.filter((owner) => owner.property_id === row.property_id).map(toOwner),
  }));
}

const withTypes = (property: Property, approved: boolean): Property => ({
  ...property,
  propertyTypes: property.propertyTypes.filter((type) => type.approved === approved),
});

/** Each property under `approve` with its approved types and under `notApprove` with the rest; one with no types awaits content. */
function byApproval(properties: Property[]): PropertyListByApproval {
  return {
    approve: properties
      .map((property) => withTypes(property, true))
      .filter((property) => property.propertyTypes.length > 0),
    notApprove: properties
      .filter(
        (property) =>
          property.propertyTypes.length === 0 || property.propertyTypes.some((type) => !type.approved),
      )
      .map((property) => withTypes(property, false)),
  };
}

/** A property's fields the update may change, as the audit trail shows them. */
const propertyValues = (found: Property) => ({
  propertyName: found.propertyName,
  location: found.locationName,
});

const searchFilter = (query: PropertySearchQuery): PropertyFilter => ({
  keyword: searchValue(query.keyword),
  locationId: searchValue(query.locationId),
});

export const propertyRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const audit = auditorOf(app);
  const property = (propertyId: string): Property => {
    const [found] = loadProperties(db, { propertyId });
    if (!found) throw notFound('property');
    return found;
  };
  route(app, 'listPropertiesByApproval', async (request, reply) =>
    ok(request, reply, byApproval(loadProperties(db, {}))),
  );

  route(app, 'searchPropertiesByApproval', async (request, reply) =>
    ok(request, reply, byApproval(loadProperties(db, searchFilter(request.query)))),
  );

  route(app, 'searchProperties', async (request, reply) => {
    const { approved } = request.query;
    const properties = loadProperties(db, searchFilter(request.query));
    return ok(
      request,
      reply,
      approved === undefined
        ? properties
        : properties
            .map((found) => withTypes(found, approved))
            .filter((found) => found.propertyTypes.length > 0),
    );
  });

  route(app, 'getDashboardInfo', async (request, reply) => {
    const today = bangkokDayStart(app.sandbox.now());
    const count = (sql: string, ...params: string[]) =>
      db
        .prepare(sql)
        .pluck()
        .get(...params) as number;
    const info: DashboardInfo = {
      totalBooking: count('SELECT COUNT(*) FROM bookings'),
      todayBooking: count(
        'SELECT COUNT(*) FROM bookings WHERE create_date >= ? AND create_date < ?',
        iso(today),
        iso(today + DAY_MS),
      ),
      propertyCount: count('SELECT COUNT(*) FROM properties'),
      members: count('SELECT COUNT(*) FROM profiles'),
    };
    return ok(request, reply, info);
  });

  route(app, 'getProperty', async (request, reply) => ok(request, reply, property(request.params.id)));

  route(app, 'updateProperty', async (request, reply) => {
    const propertyId = request.params.id;
    const propertyName = request.body.propertyName?.trim();
    const locationId = request.body.locationId?.trim();
    db.transaction(() => {
      const before = property(propertyId);
      if (locationId && !db.prepare('SELECT 1 FROM locations WHERE location_id = ?').get(locationId))
        throw invalid('locationId');
      db.prepare(
        `UPDATE properties SET property_name = coalesce(@propertyName, property_name), location_id = coalesce(@locationId, location_id)
            WHERE property_id = @propertyId`,
      ).run({ propertyName: propertyName ?? null, locationId: locationId ?? null, propertyId });
      const after = property(propertyId);
      const changed = differences(propertyValues(before), propertyValues(after));
      if (changed)
        audit(request, {
          action: 'property.update',
          targetKind: 'property',
          targetId: propertyId,
          targetName: after.propertyName,
          ...changed,
        });
    })();
    return ok(request, reply, property(propertyId));
  });

  route(app, 'deleteProperty', async (request, reply) => {
    const propertyId = request.params.id;
    db.transaction(() => {
      const before = property(propertyId);
      refuseBooked(db, 'property_id', propertyId);
      const banners = db
        .prepare('SELECT banner_image_id FROM property_types WHERE property_id = ?')
        .pluck()
        .all(propertyId) as (string | null)[];
      db.prepare('DELETE FROM properties WHERE property_id = ?').run(propertyId);
      for (const banner of banners) dropImageIfUnused(db, banner);
      audit(request, {
        action: 'property.delete',
        targetKind: 'property',
        targetId: propertyId,
        targetName: before.propertyName,
        before: { ...propertyValues(before), code: before.code },
        after: null,
        relatedIds: before.propertyTypes.map((type) => type.propertyTypeId),
      });
    })();
    return ok(request, reply, null);
  });
};
