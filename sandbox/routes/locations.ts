import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LocationPaths, type Location } from '../../contract';
import { answers, LocationSchema } from '../../contract/schemas';
import { ok } from '../envelope';
import type { LocationRow } from './rows';

const schema = {
  operationId: 'listLocations',
  summary: 'Every location, in Thai order',
  tags: ['locations'],
  response: answers(Type.Array(LocationSchema)),
};

export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(LocationPaths.all, { schema }, async (request, reply) => {
    const rows = app.db.prepare('SELECT * FROM locations').all() as LocationRow[];
    // Thai order (leading vowels such as เ are sorted by the consonant after them), which SQLite cannot do.
    rows.sort((a, b) => a.name.localeCompare(b.name, 'th') || a.code.localeCompare(b.code));
    const locations: Location[] = rows.map((row) => ({
      locationId: row.location_id,
      name: row.name,
      code: row.code,
    }));
    return ok(request, reply, locations);
  });
};
