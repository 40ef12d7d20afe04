import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PropertyPaths,
  SearchLimits,
  type DashboardInfo,
  type Property,
  type PropertyListByApproval,
  type PropertyOwner,
  type PropertyType,
} from '../../src/services/contract';
import type { Db } from '../db';
import { ApiError, invalid, notFound, ok } from '../envelope';
import { bangkokDayStart, DAY_MS, iso } from './dates';
import {
  bodyOf,
  containsPattern,
  idParam,
  optionalNumber,
  optionalText,
  queryBoolean,
  queryText,
  requiredBoolean,
} from './input';
import type { ProfileRow, PropertyOwnerRow, PropertyRow, PropertyTypeRow } from './rows';
import { dropImageIfUnused, readImage, storeImage } from './uploads';

type PropertyListRow = PropertyRow & { location_name: string | null };
type OwnerRow = PropertyOwnerRow &
  Pick<
    ProfileRow,
    'first_name' | 'last_name' | 'image_id' | 'email' | 'phone_number' | 'line_id' | 'facebook' | 'location'
  >;

export const toPropertyType = (row: PropertyTypeRow): PropertyType => ({
  propertyTypeId: row.property_type_id,
  propertyTypeName: row.property_type_name,
  code: row.code,
  banner: row.banner_image_id,
  startPrice: row.start_price,
  maxPeople: row.max_people,
  approved: row.approved === 1,
  active: row.active === 1,
  maintenance: row.maintenance === 1,
  updateDate: row.update_date,
});

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

function propertyTypeRow(db: Db, propertyTypeId: string): PropertyTypeRow {
  const row = db.prepare('SELECT * FROM property_types WHERE property_type_id = ?').get(propertyTypeId) as
    PropertyTypeRow | undefined;
  if (!row) throw notFound('propertyType');
  return row;
}

function searchFilter(request: FastifyRequest): PropertyFilter {
  return {
    keyword: queryText(request, 'keyword', SearchLimits.keyword),
    locationId: queryText(request, 'locationId', SearchLimits.locationId),
  };
}

export async function registerPropertyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const now = () => iso(app.sandbox.now());
  const answerType = (id: string) => toPropertyType(propertyTypeRow(db, id));
  const property = (propertyId: string): Property => {
    const [found] = loadProperties(db, { propertyId });
    if (!found) throw notFound('property');
    return found;
  };
  const refuseBooked = (where: 'property_id' | 'property_type_id', id: string) => {
    const booked = db
      .prepare(
        `SELECT 1 FROM bookings b JOIN property_types t ON t.property_type_id = b.property_type_id WHERE t.${where} = ? LIMIT 1`,
      )
      .get(id);
    if (booked) throw new ApiError(409, 'CONFLICT', 'it has bookings');
  };

  app.get(PropertyPaths.adminWithOwner, async (request, reply) =>
    ok(request, reply, byApproval(loadProperties(db, {}))),
  );

  app.get(PropertyPaths.propertySearch, async (request, reply) =>
    ok(request, reply, byApproval(loadProperties(db, searchFilter(request)))),
  );

  app.get(PropertyPaths.propertiesSearch, async (request, reply) => {
    const approved = queryBoolean(request, 'approved');
    const properties = loadProperties(db, searchFilter(request));
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

  app.get(PropertyPaths.propertyInfo, async (request, reply) => {
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

  app.get(PropertyPaths.propertyRoute, async (request, reply) =>
    ok(request, reply, property(idParam(request))),
  );

  app.put(PropertyPaths.propertyRoute, async (request, reply) => {
    const propertyId = idParam(request);
    const fields = bodyOf(request);
    const propertyName = optionalText(fields, 'propertyName', 300, false);
    const locationId = optionalText(fields, 'locationId', 100, false);
    db.transaction(() => {
      property(propertyId);
      if (locationId && !db.prepare('SELECT 1 FROM locations WHERE location_id = ?').get(locationId))
        throw invalid('locationId');
      db.prepare(
        `UPDATE properties SET property_name = coalesce(@propertyName, property_name), location_id = coalesce(@locationId, location_id)
          WHERE property_id = @propertyId`,
      ).run({ propertyName: propertyName ?? null, locationId: locationId ?? null, propertyId });
    })();
    return ok(request, reply, property(propertyId));
  });

  app.delete(PropertyPaths.propertyRoute, async (request, reply) => {
    const propertyId = idParam(request);
    db.transaction(() => {
      property(propertyId);
      refuseBooked('property_id', propertyId);
      const banners = db
        .prepare('SELECT banner_image_id FROM property_types WHERE property_id = ?')
        .pluck()
        .all(propertyId) as (string | null)[];
      db.prepare('DELETE FROM properties WHERE property_id = ?').run(propertyId);
      for (const banner of banners) dropImageIfUnused(db, banner);
    })();
    return ok(request, reply, null);
  });

  app.get(PropertyPaths.propertyTypeRoute, async (request, reply) =>
    ok(request, reply, answerType(idParam(request))),
  );

  app.put(PropertyPaths.propertyTypeRoute, async (request, reply) => {
    const id = idParam(request);
    const fields = bodyOf(request);
    const name = optionalText(fields, 'propertyTypeName', 300, false);
    const startPrice = optionalNumber(fields, 'startPrice', { min: 0 });
    const maxPeople = optionalNumber(fields, 'maxPeople', { min: 1, integer: true });
    db.transaction(() => {
      propertyTypeRow(db, id);
      db.prepare(
        `UPDATE property_types
            SET property_type_name = CASE WHEN @setName THEN @name ELSE property_type_name END,
                start_price = CASE WHEN @setPrice THEN @startPrice ELSE start_price END,
                max_people = CASE WHEN @setPeople THEN @maxPeople ELSE max_people END,
                update_date = @now
          WHERE property_type_id = @id`,
      ).run({
        setName: Number(name !== undefined),
        name: name ?? null,
        setPrice: Number(startPrice !== undefined),
        startPrice: startPrice ?? null,
        setPeople: Number(maxPeople !== undefined),
        maxPeople: maxPeople ?? null,
        now: now(),
        id,
      });
    })();
    return ok(request, reply, answerType(id));
  });

  app.delete(PropertyPaths.propertyTypeRoute, async (request, reply) => {
    const id = idParam(request);
    db.transaction(() => {
      const row = propertyTypeRow(db, id);
      refuseBooked('property_type_id', id);
      db.prepare('DELETE FROM property_types WHERE property_type_id = ?').run(id);
      dropImageIfUnused(db, row.banner_image_id);
    })();
    return ok(request, reply, null);
  });

  /** The approve call is a toggle: approved ⇄ pending (the console's approve and revoke both use it). */
  app.patch(PropertyPaths.approveRoute, async (request, reply) => {
    const id = idParam(request);
    db.transaction(() => {
      propertyTypeRow(db, id);
      db.prepare(
        'UPDATE property_types SET approved = 1 - approved, update_date = ? WHERE property_type_id = ?',
      ).run(now(), id);
    })();
    return ok(request, reply, answerType(id));
  });

  app.patch(PropertyPaths.activeRoute, async (request, reply) => {
    const id = idParam(request);
    db.transaction(() => {
      propertyTypeRow(db, id);
      db.prepare(
        'UPDATE property_types SET active = 1 - active, update_date = ? WHERE property_type_id = ?',
      ).run(now(), id);
    })();
    return ok(request, reply, answerType(id));
  });

  app.patch(PropertyPaths.maintenanceRoute, async (request, reply) => {
    const id = idParam(request);
    const maintenance = requiredBoolean(bodyOf(request), 'maintenance');
    db.transaction(() => {
      propertyTypeRow(db, id);
      db.prepare('UPDATE property_types SET maintenance = ?, update_date = ? WHERE property_type_id = ?').run(
        Number(maintenance),
        now(),
        id,
      );
    })();
    return ok(request, reply, answerType(id));
  });

  app.post(PropertyPaths.propertyTypeImageRoute, async (request, reply) => {
    const id = idParam(request);
    propertyTypeRow(db, id);
    const upload = await readImage(request, 'image');
    db.transaction(() => {
      const previous = propertyTypeRow(db, id).banner_image_id;
      const imageId = storeImage(db, 'property', upload, app.sandbox.now());
      db.prepare(
        'UPDATE property_types SET banner_image_id = ?, update_date = ? WHERE property_type_id = ?',
      ).run(imageId, now(), id);
      dropImageIfUnused(db, previous);
    })();
    return ok(request, reply, answerType(id));
  });
}
