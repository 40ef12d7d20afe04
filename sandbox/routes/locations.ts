import type { FastifyPluginAsync } from 'fastify';
import type { Location } from '../../contract';
import { ok } from '../envelope';
import { route } from '../route';
import type { LocationRow } from '../db/rows';

export const locationRoutes: FastifyPluginAsync = async (app) => {
  route(app, 'listLocations', async (request, reply) => {
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
