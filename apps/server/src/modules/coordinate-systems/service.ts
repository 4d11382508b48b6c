import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/connection.js';
import { coordinateSystems } from '../../db/schema/index.js';
import { badRequest } from '../../http/problem.js';

export type CoordinateSystemRow = typeof coordinateSystems.$inferSelect;

export function listCoordinateSystems(db: Queryable): Promise<CoordinateSystemRow[]> {
  return db.select().from(coordinateSystems).orderBy(asc(coordinateSystems.name));
}

/** The seeded system with this EPSG code; an unknown code is the caller's mistake (400). */
export async function requireCoordinateSystemByEpsg(
  db: Queryable,
  epsgCode: number,
): Promise<CoordinateSystemRow> {
  const [row] = await db.select().from(coordinateSystems).where(eq(coordinateSystems.epsgCode, epsgCode));
  if (!row)
    throw badRequest(
      `defaultCoordinateSystemEpsgCode: EPSG:${epsgCode} is not a supported coordinate system.`,
    );
  return row;
}
