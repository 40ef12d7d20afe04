import type { FastifyPluginAsync } from 'fastify';
import type { AuditAction, PropertyType } from '../../contract';
import type { Db } from '../db';
import { ApiError, notFound, ok } from '../envelope';
import { route } from '../route';
import { auditorOf, differences } from './audit';
import { iso } from '../lib/dates';
import type { PropertyTypeRow } from '../db/rows';
import { dropImageIfUnused, readImage, storeImage, uploadRoutes } from './uploads';

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

/** The audit trail's target for a property type, related to its property. */
const typeTarget = (row: PropertyTypeRow) => ({
  targetKind: 'propertyType' as const,
  targetId: row.property_type_id,
  targetName: row.property_type_name,
  relatedIds: [row.property_id],
});

/** A property type's fields the update may change, as the audit trail shows them. */
const typeValues = (row: PropertyTypeRow) => ({
  propertyTypeName: row.property_type_name,
  startPrice: row.start_price,
  maxPeople: row.max_people,
});

function propertyTypeRow(db: Db, propertyTypeId: string): PropertyTypeRow {
  const row = db.prepare('SELECT * FROM property_types WHERE property_type_id = ?').get(propertyTypeId) as
    PropertyTypeRow | undefined;
  if (!row) throw notFound('propertyType');
  return row;
}

/** A property or a type with bookings is not deleted: 409. */
export function refuseBooked(db: Db, where: 'property_id' | 'property_type_id', id: string): void {
  const booked = db
    .prepare(
      `SELECT 1 FROM bookings b JOIN property_types t ON t.property_type_id = b.property_type_id WHERE t.${where} = ? LIMIT 1`,
    )
    .get(id);
  if (booked) throw new ApiError(409, 'CONFLICT', 'it has bookings');
}

/** The approve and active calls are toggles (the console's approve and revoke both use approve). */
const TOGGLES = [
  {
    operationId: 'togglePropertyTypeApproval',
    column: 'approved',
    actionOf: (was: boolean): AuditAction => (was ? 'propertyType.revoke' : 'propertyType.approve'),
  },
  {
    operationId: 'togglePropertyTypeActive',
    column: 'active',
    actionOf: (): AuditAction => 'propertyType.active',
  },
] as const;

/** A property type by id: read, change, delete, approve or revoke, activate, maintenance, banner. */
export const propertyTypeRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const now = () => iso(app.sandbox.now());
  const audit = auditorOf(app);
  const answerType = (id: string) => toPropertyType(propertyTypeRow(db, id));

  route(app, 'getPropertyType', async (request, reply) => ok(request, reply, answerType(request.params.id)));

  route(app, 'updatePropertyType', async (request, reply) => {
    const { id } = request.params;
    const { startPrice, maxPeople } = request.body;
    const name = request.body.propertyTypeName?.trim();
    db.transaction(() => {
      const before = propertyTypeRow(db, id);
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
      const after = propertyTypeRow(db, id);
      const changed = differences(typeValues(before), typeValues(after));
      if (changed) audit(request, { action: 'propertyType.update', ...typeTarget(after), ...changed });
    })();
    return ok(request, reply, answerType(id));
  });

  route(app, 'deletePropertyType', async (request, reply) => {
    const { id } = request.params;
    db.transaction(() => {
      const row = propertyTypeRow(db, id);
      refuseBooked(db, 'property_type_id', id);
      db.prepare('DELETE FROM property_types WHERE property_type_id = ?').run(id);
      dropImageIfUnused(db, row.banner_image_id);
      // Deleting a type awaiting approval is how the console rejects it.
      audit(request, {
        action: row.approved === 1 ? 'propertyType.delete' : 'propertyType.reject',
        ...typeTarget(row),
        before: { ...typeValues(row), code: row.code, approved: row.approved === 1 },
        after: null,
      });
    })();
    return ok(request, reply, null);
  });

  for (const { operationId, column, actionOf } of TOGGLES) {
    route(app, operationId, async (request, reply) => {
      const { id } = request.params;
      db.transaction(() => {
        const row = propertyTypeRow(db, id);
        db.prepare(
          `UPDATE property_types SET ${column} = 1 - ${column}, update_date = ? WHERE property_type_id = ?`,
        ).run(now(), id);
        const was = row[column] === 1;
        audit(request, {
          action: actionOf(was),
          ...typeTarget(row),
          before: { [column]: was },
          after: { [column]: !was },
        });
      })();
      return ok(request, reply, answerType(id));
    });
  }

  route(app, 'setPropertyTypeMaintenance', async (request, reply) => {
    const { id } = request.params;
    db.transaction(() => {
      const row = propertyTypeRow(db, id);
      db.prepare('UPDATE property_types SET maintenance = ?, update_date = ? WHERE property_type_id = ?').run(
        Number(request.body.maintenance),
        now(),
        id,
      );
      const changed = differences(
        { maintenance: row.maintenance === 1 },
        { maintenance: request.body.maintenance },
      );
      if (changed) audit(request, { action: 'propertyType.maintenance', ...typeTarget(row), ...changed });
    })();
    return ok(request, reply, answerType(id));
  });

  await app.register(
    uploadRoutes(async (uploads) => {
      route(uploads, 'uploadPropertyTypeBanner', async (request, reply) => {
        const { id } = request.params;
        propertyTypeRow(db, id);
        const upload = await readImage(request, 'image');
        db.transaction(() => {
          const row = propertyTypeRow(db, id);
          const imageId = storeImage(db, 'property', upload, app.sandbox.now());
          db.prepare(
            'UPDATE property_types SET banner_image_id = ?, update_date = ? WHERE property_type_id = ?',
          ).run(imageId, now(), id);
          dropImageIfUnused(db, row.banner_image_id);
          audit(request, {
            action: 'propertyType.image',
            ...typeTarget(row),
            before: { banner: row.banner_image_id },
            after: { banner: imageId },
          });
        })();
        return ok(request, reply, answerType(id));
      });
    }),
  );
};
