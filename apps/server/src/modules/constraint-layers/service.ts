import {
  CONSTRAINT_LAYER_DEFAULT_COLOUR,
  CONSTRAINT_LAYER_MAX_BYTES,
  CONSTRAINT_LAYERS_MAX,
  type CreateConstraintLayerRequest,
  readConstraintGeoJson,
  type UpdateConstraintLayerRequest,
} from '@vantage/contracts';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/connection.js';
import { constraintLayers } from '../../db/schema/index.js';
import type { IfMatch } from '../../http/if-match.js';
import { badRequest, notFound, payloadTooLarge } from '../../http/problem.js';
import type { ContentActor } from '../project-content/access.js';
import { assertIfMatch, nextVersion, sameVersion, staleItem } from '../project-content/versions.js';
import { lockProjectOf } from '../projects/lock.js';
import { countAll } from '../subscriptions/lock.js';
import { projectForConstraintLayerEdit, projectForConstraintLayerRead } from './policy.js';
import {
  type ConstraintLayerRow,
  type ConstraintLayerSummaryRow,
  presentConstraintLayerSummary,
} from './presenter.js';

type Page = { offset: number; limit: number };

const { geojson: _geojson, ...summaryColumns } = getTableColumns(constraintLayers);

export async function listConstraintLayers(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  page: Page,
) {
  await projectForConstraintLayerRead(db, actor, projectId);
  const where = eq(constraintLayers.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(constraintLayers)
      .where(where)
      .orderBy(asc(constraintLayers.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: countAll }).from(constraintLayers).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

async function summaryOf(db: Queryable, projectId: number, id: number): Promise<ConstraintLayerSummaryRow> {
  const [row] = await db
    .select(summaryColumns)
    .from(constraintLayers)
    .where(and(eq(constraintLayers.id, id), eq(constraintLayers.projectId, projectId)));
  if (!row) throw notFound(`Constraint layer ${id} does not exist in project ${projectId}.`);
  return row;
}

export async function getConstraintLayer(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  id: number,
): Promise<ConstraintLayerRow> {
  await projectForConstraintLayerRead(db, actor, projectId);
  const [row] = await db
    .select()
    .from(constraintLayers)
    .where(and(eq(constraintLayers.id, id), eq(constraintLayers.projectId, projectId)));
  if (!row) throw notFound(`Constraint layer ${id} does not exist in project ${projectId}.`);
  return row;
}

/** Visibility (404) and the edit rule (403), then one transaction holding the project's row lock. */
async function withLayerEdit<T>(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  await projectForConstraintLayerEdit(db, actor, projectId);
  return db.transaction(async (tx) => {
    await lockProjectOf(tx, projectId, actor.subscription.id);
    return work(tx);
  });
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export async function createConstraintLayer(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  input: CreateConstraintLayerRequest,
): Promise<ConstraintLayerRow> {
  const byteSize = Buffer.byteLength(input.geojson, 'utf8');
  return withLayerEdit(db, actor, projectId, async (tx) => {
    if (byteSize > CONSTRAINT_LAYER_MAX_BYTES)
      throw payloadTooLarge(
        `The layer is ${megabytes(byteSize)} as GeoJSON; a constraint layer holds at most ${CONSTRAINT_LAYER_MAX_BYTES / 1_000_000} MB.`,
      );
    const { collection, problem } = readConstraintGeoJson(input.geojson);
    if (!collection) throw badRequest(problem);
    const [count] = await tx
      .select({ value: countAll })
      .from(constraintLayers)
      .where(eq(constraintLayers.projectId, projectId));
    if ((count?.value ?? 0) >= CONSTRAINT_LAYERS_MAX)
      throw badRequest(`A project holds at most ${CONSTRAINT_LAYERS_MAX} constraint layers.`);
    const [inserted] = await tx
      .insert(constraintLayers)
      .values({
        projectId,
        name: input.name,
        colour: (input.colour ?? CONSTRAINT_LAYER_DEFAULT_COLOUR).toLowerCase(),
        geojson: input.geojson,
        featureCount: collection.features.length,
        byteSize,
      })
      .returning();
    return inserted!;
  });
}

/** Renames or recolours; with `ifMatch`, only while the layer is at the version it names (412 with the layer as it is now). */
export async function updateConstraintLayer(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  id: number,
  input: UpdateConstraintLayerRequest,
  ifMatch?: IfMatch,
): Promise<ConstraintLayerSummaryRow> {
  return withLayerEdit(db, actor, projectId, async (tx) => {
    const current = await summaryOf(tx, projectId, id);
    assertIfMatch(ifMatch, 'Constraint layer', current, presentConstraintLayerSummary);
    const [updated] = await tx
      .update(constraintLayers)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.colour !== undefined ? { colour: input.colour.toLowerCase() } : {}),
        version: nextVersion(constraintLayers.version),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(constraintLayers.id, id),
          eq(constraintLayers.projectId, projectId),
          sameVersion(constraintLayers.version, ifMatch, current.version),
        ),
      )
      .returning(summaryColumns);
    if (!updated)
      throw staleItem('Constraint layer', await summaryOf(tx, projectId, id), presentConstraintLayerSummary);
    return updated;
  });
}

export async function deleteConstraintLayer(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  id: number,
) {
  return withLayerEdit(db, actor, projectId, async (tx) => {
    const [row] = await tx
      .delete(constraintLayers)
      .where(and(eq(constraintLayers.id, id), eq(constraintLayers.projectId, projectId)))
      .returning({ id: constraintLayers.id, version: constraintLayers.version });
    if (!row) throw notFound(`Constraint layer ${id} does not exist in project ${projectId}.`);
    return row;
  });
}
