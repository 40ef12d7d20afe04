import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PropertyPaths, type AuditAction, type PropertyType } from '../../contract';
import {
  answers,
  IdParamsSchema,
  ImageUploadBody,
  MaintenanceRequestSchema,
  PropertyTypeSchema,
  UpdatePropertyTypeRequestSchema,
} from '../../contract/schemas';
import type { Db } from '../db';
import { ApiError, notFound, ok } from '../envelope';
import { auditorOf, differences } from './audit';
import { iso } from './dates';
import type { PropertyTypeRow } from './rows';
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

const tags = ['properties'];
const byId = { params: IdParamsSchema, tags };

/** A property type by id: read, change, delete, approve or revoke, activate, maintenance, banner. */
export const propertyTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const now = () => iso(app.sandbox.now());
  const audit = auditorOf(app);
  const answerType = (id: string) => toPropertyType(propertyTypeRow(db, id));

  app.get(
    PropertyPaths.propertyTypeRoute,
    {
      schema: {
        ...byId,
        operationId: 'getPropertyType',
        summary: 'A property type',
        response: answers(PropertyTypeSchema, [400, 404]),
      },
    },
    async (request, reply) => ok(request, reply, answerType(request.params.id)),
  );

  app.put(
    PropertyPaths.propertyTypeRoute,
    {
      schema: {
        ...byId,
        operationId: 'updatePropertyType',
        summary: "Changes a property type's given fields",
        body: UpdatePropertyTypeRequestSchema,
        response: answers(PropertyTypeSchema, [400, 404, 413, 415]),
      },
    },
    async (request, reply) => {
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
    },
  );

  app.delete(
    PropertyPaths.propertyTypeRoute,
    {
      schema: {
        ...byId,
        operationId: 'deletePropertyType',
        summary: 'Deletes a property type; not one with bookings',
        response: answers(Type.Null(), [400, 404, 409]),
      },
    },
    async (request, reply) => {
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
    },
  );

  /** The approve and active calls are toggles (the console's approve and revoke both use approve). */
  for (const [path, column, actionOf, operationId, summary] of [
    [
      PropertyPaths.approveRoute,
      'approved',
      (was: boolean): AuditAction => (was ? 'propertyType.revoke' : 'propertyType.approve'),
      'togglePropertyTypeApproval',
      'Approves or revokes a property type (a toggle)',
    ],
    [
      PropertyPaths.activeRoute,
      'active',
      (): AuditAction => 'propertyType.active',
      'togglePropertyTypeActive',
      'Activates or deactivates a property type (a toggle)',
    ],
  ] as const) {
    app.patch(
      path,
      { schema: { ...byId, operationId, summary, response: answers(PropertyTypeSchema, [400, 404]) } },
      async (request, reply) => {
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
      },
    );
  }

  app.patch(
    PropertyPaths.maintenanceRoute,
    {
      schema: {
        ...byId,
        operationId: 'setPropertyTypeMaintenance',
        summary: 'Puts a property type under maintenance, or takes it out',
        body: MaintenanceRequestSchema,
        response: answers(PropertyTypeSchema, [400, 404, 413, 415]),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      db.transaction(() => {
        const row = propertyTypeRow(db, id);
        db.prepare(
          'UPDATE property_types SET maintenance = ?, update_date = ? WHERE property_type_id = ?',
        ).run(Number(request.body.maintenance), now(), id);
        const changed = differences(
          { maintenance: row.maintenance === 1 },
          { maintenance: request.body.maintenance },
        );
        if (changed) audit(request, { action: 'propertyType.maintenance', ...typeTarget(row), ...changed });
      })();
      return ok(request, reply, answerType(id));
    },
  );

  await app.register(
    uploadRoutes(async (uploads) => {
      uploads.post(
        PropertyPaths.propertyTypeImageRoute,
        {
          schema: {
            ...byId,
            operationId: 'uploadPropertyTypeBanner',
            summary: "Replaces a property type's banner",
            body: ImageUploadBody('image'),
            response: answers(PropertyTypeSchema, [400, 404, 413, 415]),
          },
        },
        async (request, reply) => {
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
        },
      );
    }),
  );
};
