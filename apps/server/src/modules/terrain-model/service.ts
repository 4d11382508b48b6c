import { TERRAIN_MODEL_FEATURE_KEY, type TerrainModel } from '@vantage/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable, Transaction } from '../../db/connection.js';
import { terrainModels } from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';
import { listCoordinateSystems } from '../coordinate-systems/service.js';
import { assertFeatureEnabled } from '../features/policy.js';
import { projectForContentEdit } from '../project-content/access.js';
import { findVisibleProject } from '../projects/access.js';
import { publishProjectChange } from '../projects/events.js';
import { lockProjectOf } from '../projects/lock.js';
import { readTerrainUpload } from './read-upload.js';

type Ctx = Pick<AppContext, 'db' | 'bus'>;
type Actor = Pick<AccountContext, 'roles' | 'account' | 'subscription' | 'isExpired' | 'user'>;

const { gridGzip: _grid, ...infoColumns } = getTableColumns(terrainModels);
type TerrainModelInfo = Omit<typeof terrainModels.$inferSelect, 'gridGzip'>;

/** The row as the API answers it; `version` is the row's id, new with every upload. */
export function presentTerrainModel(row: TerrainModelInfo): TerrainModel {
  return {
    fileName: row.fileName,
    sourceEpsgCode: row.sourceEpsgCode,
    width: row.width,
    height: row.height,
    west: row.west,
    south: row.south,
    east: row.east,
    north: row.north,
    minHeight: row.minHeight,
    maxHeight: row.maxHeight,
    sourceResolution: row.sourceResolution,
    uploadedAt: row.uploadedAt.toISOString(),
    version: row.id,
  };
}

/** The project's terrain model without its grid, or undefined. */
export async function findTerrainModel(
  db: Queryable,
  projectId: number,
): Promise<TerrainModelInfo | undefined> {
  const [row] = await db
    .select(infoColumns)
    .from(terrainModels)
    .where(eq(terrainModels.projectId, projectId));
  return row;
}

/** The project's grid (gzipped) and its version, or undefined. */
export async function findTerrainGrid(
  db: Queryable,
  projectId: number,
): Promise<{ gridGzip: Uint8Array; version: number } | undefined> {
  const [row] = await db
    .select({ gridGzip: terrainModels.gridGzip, version: terrainModels.id })
    .from(terrainModels)
    .where(eq(terrainModels.projectId, projectId));
  return row;
}

const noModel = () => notFound('This project has no terrain model.');

/** Any caller who sees the project (Observers too); 404 for a project of another organisation. */
export async function getTerrainModel(ctx: Pick<AppContext, 'db'>, actor: Actor, projectId: number) {
  await findVisibleProject(ctx.db, actor, projectId);
  const row = await findTerrainModel(ctx.db, projectId);
  if (!row) throw noModel();
  return presentTerrainModel(row);
}

export async function getTerrainGrid(ctx: Pick<AppContext, 'db'>, actor: Actor, projectId: number) {
  await findVisibleProject(ctx.db, actor, projectId);
  const grid = await findTerrainGrid(ctx.db, projectId);
  if (!grid) throw noModel();
  return grid;
}

/**
 * Upload or replace the project's terrain model. Checks first, so that a refused caller's file
 * is not read: visibility (404), the content edit rule (403: Observers, presentations, expired
 * subscriptions), the terrain model feature (403). Then the file is read and resampled in a
 * worker (400 for what cannot be used, nothing stored) and stored in one transaction that
 * locks the project row, replacing the model before it.
 */
export async function uploadTerrainModel(
  ctx: Ctx,
  actor: Actor,
  projectId: number,
  request: FastifyRequest,
  signal: AbortSignal,
): Promise<TerrainModel> {
  const project = await projectForContentEdit(ctx.db, actor, projectId);
  await assertFeatureEnabled(ctx.db, actor, TERRAIN_MODEL_FEATURE_KEY, 'terrain model (TerrainAhn)');
  const { fileName, ...terrain } = await readTerrainUpload(
    request,
    actor.subscription.id,
    () => listCoordinateSystems(ctx.db, actor.subscription.id),
    signal,
  );
  const row = await ctx.db.transaction(async (tx) => {
    await lockProjectOf(tx, project.id, actor.subscription.id);
    await tx.delete(terrainModels).where(eq(terrainModels.projectId, project.id));
    const [inserted] = await tx
      .insert(terrainModels)
      .values({
        ...terrain,
        // A Buffer: node-postgres sends a Buffer as bytea (a plain Uint8Array it would not).
        gridGzip: Buffer.from(
          terrain.gridGzip.buffer,
          terrain.gridGzip.byteOffset,
          terrain.gridGzip.byteLength,
        ),
        projectId: project.id,
        fileName,
        uploadedByUserId: actor.user.id,
      })
      .returning(infoColumns);
    return inserted!;
  });
  publishProjectChange(ctx.bus, 'OnItemUpdated', project, { terrainModel: true });
  return presentTerrainModel(row);
}

export async function deleteTerrainModel(ctx: Ctx, actor: Actor, projectId: number): Promise<void> {
  const project = await projectForContentEdit(ctx.db, actor, projectId);
  const deleted = await ctx.db.transaction(async (tx) => {
    await lockProjectOf(tx, project.id, actor.subscription.id);
    return tx
      .delete(terrainModels)
      .where(eq(terrainModels.projectId, project.id))
      .returning({ id: terrainModels.id });
  });
  if (deleted.length > 0) publishProjectChange(ctx.bus, 'OnItemUpdated', project, { terrainModel: true });
}

/**
 * The source project's terrain model for a copy (a duplicate, a revision, a presentation), in
 * the caller's transaction; the copy gets a version of its own.
 */
export async function copyTerrainModel(tx: Transaction, sourceProjectId: number, targetProjectId: number) {
  const columns = Object.values(getTableColumns(terrainModels))
    .filter((column) => column.name !== 'id' && column.name !== 'project_id')
    .map((column) => sql.identifier(column.name));
  const list = sql.join(columns, sql`, `);
  await tx.execute(
    sql`insert into ${terrainModels} (project_id, ${list}) select ${targetProjectId}, ${list} from ${terrainModels} where project_id = ${sourceProjectId}`,
  );
}
