import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  PropertyPaths,
  type DashboardInfo,
  type Property,
  type PropertyListByApproval,
  type PropertyOwner,
  type PropertySearchQuery,
} from '../../contract';
import {
  answers,
  DashboardInfoSchema,
  IdParamsSchema,
  PropertiesSearchQuerySchema,
  PropertyListByApprovalSchema,
  PropertySchema,
  PropertySearchQuerySchema,
  UpdatePropertyRequestSchema,
} from '../../contract/schemas';
import type { Db } from '../db';
import { invalid, notFound, ok } from '../envelope';
import { auditorOf, differences } from './audit';
import { bangkokDayStart, DAY_MS, iso } from './dates';
import type { ProfileRow, PropertyOwnerRow, PropertyRow, PropertyTypeRow } from './rows';
import { refuseBooked, toPropertyType } from './propertyTypes';
import { containsPattern, searchValue } from './text';
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

const tags = ['properties'];
const byId = { params: IdParamsSchema, tags };
/** A list's first property and type lead to the calls by id. */
const listLinks = (list: string) => ({
  200: {
    getProperty: {
      operationId: 'getProperty',
      parameters: { id: `$response.body#/data${list}/0/propertyId` },
    },
    getPropertyType: {
      operationId: 'getPropertyType',
      parameters: { id: `$response.body#/data${list}/0/propertyTypes/0/propertyTypeId` },
    },
    getPropertyImage: {
      operationId: 'getPropertyImage',
      parameters: { id: `$response.body#/data${list}/0/propertyTypes/0/banner` },
    },
  },
});

export const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const audit = auditorOf(app);
  const property = (propertyId: string): Property => {
    const [found] = loadProperties(db, { propertyId });
    if (!found) throw notFound('property');
    return found;
  };
  app.get(
    PropertyPaths.adminWithOwner,
    {
      schema: {
        operationId: 'listPropertiesByApproval',
        summary: 'Every property with its types and owners, by approval',
        tags,
        response: answers(PropertyListByApprovalSchema),
      },
      links: listLinks('/approve'),
    },
    async (request, reply) => ok(request, reply, byApproval(loadProperties(db, {}))),
  );

  app.get(
    PropertyPaths.propertySearch,
    {
      schema: {
        operationId: 'searchPropertiesByApproval',
        summary: 'Properties matching a keyword and/or in a location, by approval (ours)',
        tags,
        querystring: PropertySearchQuerySchema,
        response: answers(PropertyListByApprovalSchema, [400]),
      },
    },
    async (request, reply) => ok(request, reply, byApproval(loadProperties(db, searchFilter(request.query)))),
  );

  app.get(
    PropertyPaths.propertiesSearch,
    {
      schema: {
        operationId: 'searchProperties',
        summary:
          'Properties matching a keyword and/or in a location, with approved or pending types only (ours)',
        tags,
        querystring: PropertiesSearchQuerySchema,
        response: answers(Type.Array(PropertySchema), [400]),
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    PropertyPaths.propertyInfo,
    {
      schema: {
        operationId: 'getDashboardInfo',
        summary: "The home page's counters (ours)",
        tags,
        response: answers(DashboardInfoSchema),
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    PropertyPaths.propertyRoute,
    {
      schema: {
        ...byId,
        operationId: 'getProperty',
        summary: 'A property with all its types and owners',
        response: answers(PropertySchema, [400, 404]),
      },
    },
    async (request, reply) => ok(request, reply, property(request.params.id)),
  );

  app.put(
    PropertyPaths.propertyRoute,
    {
      schema: {
        ...byId,
        operationId: 'updateProperty',
        summary: "Changes a property's name and/or location (ours)",
        body: UpdatePropertyRequestSchema,
        response: answers(PropertySchema, [400, 404, 413, 415]),
      },
    },
    async (request, reply) => {
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
    },
  );

  app.delete(
    PropertyPaths.propertyRoute,
    {
      schema: {
        ...byId,
        operationId: 'deleteProperty',
        summary: 'Deletes a property and its types; not one with bookings',
        response: answers(Type.Null(), [400, 404, 409]),
      },
    },
    async (request, reply) => {
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
    },
  );
};
