import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/connection.js';
import {
  constraintLayers,
  files,
  plannerObjects,
  presets,
  projects,
  scenarios,
  setbackRules,
  sketches,
  tours,
  viewpoints,
} from '../../db/schema/index.js';
import { copyTerrainModel } from '../terrain-model/service.js';
import { copyViewpointPhotos } from '../viewpoint-photos/queries.js';
import type { ProjectRow } from './access.js';

/** Rows per INSERT: far below PostgreSQL's 65,535 bind parameters for every child table. */
const CHUNK = 1000;

type IdMap = Map<number, number>;

/**
 * Reserves `count` ids of a serial table, so that copies can be inserted with known ids and
 * the old -> new mapping does not depend on the order INSERT ... RETURNING answers in.
 */
async function reserveIds(tx: Transaction, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return result.rows.map((row) => Number(row.id));
}

async function insertChunked<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}

/**
 * Copies rows of one child table with new ids; returns old id -> new id. A copy is a new
 * item nobody has loaded yet: it starts at version 1 (the column's default).
 */
async function copyChildren<Row extends { id: number; projectId: number }>(
  tx: Transaction,
  tableName: string,
  table: PgTable,
  sourceRows: Row[],
  targetProjectId: number,
  remap: (row: Row) => Partial<Row> = () => ({}),
): Promise<IdMap> {
  const ids = await reserveIds(tx, tableName, sourceRows.length);
  const map: IdMap = new Map(sourceRows.map((row, i) => [row.id, ids[i]!]));
  await insertChunked(
    tx,
    table,
    sourceRows.map(({ version: _version, ...row }: Row & { version?: number }) => ({
      ...row,
      ...remap(row as Row),
      id: map.get(row.id)!,
      projectId: targetProjectId,
    })),
  );
  return map;
}

const remapOrKeep = (map: IdMap, id: number | null) => (id === null ? null : (map.get(id) ?? id));

export type ProjectCopyValues = Pick<
  typeof projects.$inferInsert,
  'name' | 'subscriptionId' | 'originalProjectId' | 'createdByUserId'
>;

/**
 * Deep copy of a project (clone and create-revision): the project row, its logo,
 * viewpoints (with their photos), scenarios, presets, tours (viewpoint ids remapped), planner objects
 * (scenario and preset ids remapped), sketches, constraint layers, setback rules (layer ids
 * remapped) and terrain model, all with new ids. Runs inside the caller's
 * transaction, so a failure leaves nothing behind. The copy is never published.
 *
 * `defaultViewpoint` / `defaultScenario` are remapped when they name a copied row; other
 * values (a presentation's combined-scenario numbers) are kept as they are.
 */
export async function copyProject(
  tx: Transaction,
  source: ProjectRow,
  values: ProjectCopyValues,
): Promise<number> {
  let logoFileId: string | null = null;
  if (source.logoFileId) {
    // Each project owns its logo file, so deleting one copy's logo leaves the other's.
    const [copied] = await tx
      .execute<{ id: string }>(
        sql`insert into ${files} (bytes, content_type, size, sha256) select bytes, content_type, size, sha256 from ${files} where id = ${source.logoFileId} returning id`,
      )
      .then((r) => r.rows);
    logoFileId = copied?.id ?? null;
  }
  const [created] = await tx
    .insert(projects)
    .values({
      ...values,
      sortOrder: source.sortOrder,
      tagNames: source.tagNames,
      projectDataJson: source.projectDataJson,
      organizations: source.organizations,
      description: source.description,
      defaultCoordinateSystemId: source.defaultCoordinateSystemId,
      logoFileId,
      published: false,
      publicationKey: null,
    })
    .returning({ id: projects.id });
  const targetId = created!.id;

  const sourceViewpoints = await tx
    .select()
    .from(viewpoints)
    .where(eq(viewpoints.projectId, source.id))
    .orderBy(asc(viewpoints.id));
  const viewpointMap = await copyChildren(tx, 'viewpoints', viewpoints, sourceViewpoints, targetId);
  await copyViewpointPhotos(tx, viewpointMap);

  const sourceScenarios = await tx
    .select()
    .from(scenarios)
    .where(eq(scenarios.projectId, source.id))
    .orderBy(asc(scenarios.id));
  const scenarioMap = await copyChildren(tx, 'scenarios', scenarios, sourceScenarios, targetId);

  const sourcePresets = await tx
    .select()
    .from(presets)
    .where(eq(presets.projectId, source.id))
    .orderBy(asc(presets.id));
  const presetMap = await copyChildren(tx, 'presets', presets, sourcePresets, targetId);

  const sourceTours = await tx
    .select()
    .from(tours)
    .where(eq(tours.projectId, source.id))
    .orderBy(asc(tours.id));
  await copyChildren(tx, 'tours', tours, sourceTours, targetId, (tour) => ({
    viewpointIds: tour.viewpointIds.flatMap((id) => (viewpointMap.has(id) ? [viewpointMap.get(id)!] : [])),
  }));

  const sourceObjects = await tx
    .select()
    .from(plannerObjects)
    .where(eq(plannerObjects.projectId, source.id))
    .orderBy(asc(plannerObjects.id));
  await copyChildren(tx, 'planner_objects', plannerObjects, sourceObjects, targetId, (object) => ({
    scenarioId: scenarioMap.get(object.scenarioId) ?? object.scenarioId,
    presetId: remapOrKeep(presetMap, object.presetId),
  }));

  // The sketch layer's annotations (decision 196) belong to the plan as it was: a revision keeps them.
  const sourceSketches = await tx
    .select()
    .from(sketches)
    .where(eq(sketches.projectId, source.id))
    .orderBy(asc(sketches.id));
  await copyChildren(tx, 'sketches', sketches, sourceSketches, targetId);

  // The site's reference layers and the setback rules measured against them belong to the plan:
  // a copy is judged by the same rules, each layer rule naming the copy's own layer.
  const sourceLayers = await tx
    .select()
    .from(constraintLayers)
    .where(eq(constraintLayers.projectId, source.id))
    .orderBy(asc(constraintLayers.id));
  const layerMap = await copyChildren(tx, 'constraint_layers', constraintLayers, sourceLayers, targetId);
  const sourceRules = await tx
    .select()
    .from(setbackRules)
    .where(eq(setbackRules.projectId, source.id))
    .orderBy(asc(setbackRules.id));
  await copyChildren(tx, 'setback_rules', setbackRules, sourceRules, targetId, (rule) => ({
    constraintLayerId: remapOrKeep(layerMap, rule.constraintLayerId),
  }));

  await copyTerrainModel(tx, source.id, targetId);
  await tx
    .update(projects)
    .set({
      defaultViewpoint: remapOrKeep(viewpointMap, source.defaultViewpoint),
      defaultScenario: remapOrKeep(scenarioMap, source.defaultScenario),
    })
    .where(eq(projects.id, targetId));
  return targetId;
}
