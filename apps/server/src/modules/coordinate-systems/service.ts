import {
  type CreateCoordinateSystemRequest,
  OWN_COORDINATE_SYSTEMS_MAX,
} from '@vantage/contracts/own-coordinate-systems';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { coordinateSystems } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import { countAll, lockSubscription } from '../subscriptions/lock.js';
import { readDefinition } from './definition.js';
import { assertOwnCoordinateSystemsUnlocked } from './policy.js';

export type CoordinateSystemRow = typeof coordinateSystems.$inferSelect;

const builtIn = isNull(coordinateSystems.subscriptionId);
/** The systems a subscription's members may use: the built-in ones and the subscription's own. */
const usableBy = (subscriptionId: number | undefined) =>
  subscriptionId === undefined ? builtIn : or(builtIn, eq(coordinateSystems.subscriptionId, subscriptionId));

/** The built-in systems by name, then, for a subscription, its own by name. */
export function listCoordinateSystems(
  db: Queryable,
  subscriptionId?: number,
): Promise<CoordinateSystemRow[]> {
  return db
    .select()
    .from(coordinateSystems)
    .where(usableBy(subscriptionId))
    .orderBy(sql`${coordinateSystems.subscriptionId} is not null`, asc(coordinateSystems.name));
}

/**
 * The system with this EPSG code that the subscription may use (a built-in one or its own); an
 * unknown code is the caller's mistake (400).
 */
export async function requireCoordinateSystemByEpsg(
  db: Queryable,
  epsgCode: number,
  subscriptionId: number,
): Promise<CoordinateSystemRow> {
  const [row] = await db
    .select()
    .from(coordinateSystems)
    .where(and(eq(coordinateSystems.epsgCode, epsgCode), usableBy(subscriptionId)));
  if (!row)
    throw badRequest(
      `defaultCoordinateSystemEpsgCode: EPSG:${epsgCode} is not a supported coordinate system.`,
    );
  return row;
}

const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';
const pgCode = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
};

/**
 * POST /api/coordinate-systems: the role (before the handler) and the AddCrs gate (403), the
 * definition read (400, nothing written), then the code and the limit checked and the row
 * inserted under the subscription's lock, so two requests cannot pass the limit together.
 */
export async function createOwnCoordinateSystem(
  db: Queryable,
  actor: AccountContext,
  input: CreateCoordinateSystemRequest,
): Promise<CoordinateSystemRow> {
  await assertOwnCoordinateSystemsUnlocked(db, actor);
  const reading = readDefinition(input.definition, input.areaOfUse);
  if (!reading.ok) throw badRequest(reading.problem);
  const subscriptionId = actor.subscription.id;
  const taken = () =>
    conflict(
      'AlreadyExists',
      `EPSG:${input.epsgCode} is already one of your subscription’s coordinate systems.`,
    );
  try {
    return await db.transaction(async (tx) => {
      await lockSubscription(tx, subscriptionId);
      const [same] = await tx
        .select({ name: coordinateSystems.name, subscriptionId: coordinateSystems.subscriptionId })
        .from(coordinateSystems)
        .where(and(eq(coordinateSystems.epsgCode, input.epsgCode), usableBy(subscriptionId)));
      if (same?.subscriptionId === null)
        throw conflict(
          'AlreadyExists',
          `EPSG:${input.epsgCode} is a built-in coordinate system (${same.name}); choose another code.`,
        );
      if (same) throw taken();
      const [count] = await tx
        .select({ value: countAll })
        .from(coordinateSystems)
        .where(eq(coordinateSystems.subscriptionId, subscriptionId));
      if ((count?.value ?? 0) >= OWN_COORDINATE_SYSTEMS_MAX)
        throw badRequest(
          `A subscription keeps at most ${OWN_COORDINATE_SYSTEMS_MAX} own coordinate systems; delete one first.`,
        );
      const [row] = await tx
        .insert(coordinateSystems)
        .values({
          subscriptionId,
          name: input.name,
          epsgCode: input.epsgCode,
          proj4Key: `EPSG:${input.epsgCode}`,
          xCoordinateName: input.xCoordinateName ?? (reading.geographic ? 'Longitude' : 'Easting'),
          yCoordinateName: input.yCoordinateName ?? (reading.geographic ? 'Latitude' : 'Northing'),
          decimals: input.decimals ?? (reading.geographic ? 7 : 2),
          proj4Definition: reading.definition,
          areaWest: input.areaOfUse.west,
          areaSouth: input.areaOfUse.south,
          areaEast: input.areaOfUse.east,
          areaNorth: input.areaOfUse.north,
          createdByUserId: actor.user.id,
        })
        .returning();
      return row!;
    });
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw taken();
    throw error;
  }
}

/**
 * DELETE /api/coordinate-systems/{id}: only the subscription's own (a built-in one or another
 * subscription's is 404), and only while no project uses it: 409 IsInUse, which the foreign key
 * also guards against a project made with it meanwhile.
 */
export async function deleteOwnCoordinateSystem(
  db: Queryable,
  actor: AccountContext,
  id: number,
): Promise<void> {
  await assertOwnCoordinateSystemsUnlocked(db, actor);
  const own = and(eq(coordinateSystems.id, id), eq(coordinateSystems.subscriptionId, actor.subscription.id));
  const [row] = await db.select({ name: coordinateSystems.name }).from(coordinateSystems).where(own);
  if (!row) throw notFound(`Coordinate system ${id} is not one of your subscription’s own.`);
  const inUse = () =>
    conflict(
      'IsInUse',
      `${row.name} is the coordinate system of a project; give the project another one first.`,
    );
  try {
    await db.delete(coordinateSystems).where(own);
  } catch (error) {
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw inUse();
    throw error;
  }
}
