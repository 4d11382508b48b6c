import {
  type CreatePlannerObjectRequest,
  layoutPointsProblem,
  type PlannerObjectChange,
} from '@vantage/contracts';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/connection.js';
import { plannerObjects } from '../../db/schema/index.js';
import { badRequest, changedBySomeoneElse, notFound } from '../../http/problem.js';
import { type ContentActor, withContentEdit } from '../project-content/access.js';
import { changedBy } from '../project-content/changed-by.js';
import { assertPlannerContentFits, contentBytesOf } from '../project-content/content-limit.js';
import { nextVersion } from '../project-content/versions.js';
import { announceBatch } from './events.js';
import { reservePlannerObjects } from './limit.js';
import { visiblePresets, visibleScenarios } from './lookups.js';
import { kindGateOf } from './module-gate.js';
import { type PlannerObjectRow, presentPlannerObject } from './presenter.js';
import { batchField, changeProblem, problemError, referencesOfChange, typeOfNewObject } from './rules.js';

/**
 * Batches of planner objects (an import, moving a group, undoing a group edit): each item by
 * the rules of the single call (rules.ts), all in one transaction, so that one bad item, an id
 * not in the project or a limit answers as the single call would, naming the item, and
 * nothing is written: plannerObjectLimit (409) before writing, the project's
 * PLANNER_CONTENT_MAX_BYTES (413) after, in the same transaction. One hub event per batch
 * (events.ts).
 */

/** Bound parameters one PostgreSQL statement can carry (the protocol counts them in 16 bits). */
const POSTGRES_MAX_PARAMETERS = 65_535;

/**
 * Rows per INSERT: as many as fit the parameter limit at one parameter per column written
 * (5,461 with today's 12; the generated `content_bytes` is not written), so the largest batch
 * takes two statements. Fewer, larger statements are faster on PGlite: 10,000 rows took
 * 2.0–3.6 s in chunks of 5,000 against 2.9–3.7 s (8 s under load) in chunks of 1,000.
 */
export const INSERT_CHUNK_ROWS = Math.floor(
  POSTGRES_MAX_PARAMETERS /
    Object.values(getTableColumns(plannerObjects)).filter((column) => !column.generated).length,
);

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** Creates all or none; the answer lists the new objects in the order of `items`. */
export async function createPlannerObjects(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  items: readonly CreatePlannerObjectRequest[],
): Promise<PlannerObjectRow[]> {
  const rows = await withContentEdit(ctx.db, actor, projectId, async (tx, project) => {
    const scenarios = await visibleScenarios(
      tx,
      actor,
      items.map((item) => item.scenarioId),
    );
    const presets = await visiblePresets(
      tx,
      actor,
      items.flatMap((item) => (item.presetId == null ? [] : [item.presetId])),
    );
    const gate = await kindGateOf(tx, project.subscriptionId);
    const values = items.map((item, index) => {
      const typeId = typeOfNewObject(
        item,
        projectId,
        scenarios.get(item.scenarioId),
        item.presetId == null ? undefined : presets.get(item.presetId),
        gate,
      );
      if (typeof typeId !== 'number') throw problemError(typeId, batchField(index, typeId.field));
      return { ...item, projectId, plannerObjectTypeId: typeId };
    });
    await reservePlannerObjects(tx, project.subscriptionId, values.length);
    const inserted: PlannerObjectRow[] = [];
    for (const chunk of chunks(values, INSERT_CHUNK_ROWS)) {
      // Ids come from the sequence in the order of the VALUES list: sorting by id is input order.
      const rows = await tx.insert(plannerObjects).values(chunk).returning();
      inserted.push(...rows.sort((a, b) => a.id - b.id));
    }
    await assertPlannerContentFits(tx, projectId, contentBytesOf(inserted));
    return inserted;
  });
  announceBatch(ctx, 'OnItemAdded', rows, changedBy(actor));
  return rows;
}

/** The objects of `ids` in the project, by id; the first id not there answers 404. */
async function objectsOfProject(
  tx: Transaction,
  projectId: number,
  ids: readonly number[],
): Promise<Map<number, PlannerObjectRow>> {
  const rows = await tx
    .select()
    .from(plannerObjects)
    .where(and(eq(plannerObjects.projectId, projectId), inArray(plannerObjects.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined)
    throw notFound(`Planner object ${missing} does not exist in project ${projectId}.`);
  return byId;
}

/**
 * The changed rows, written by one UPDATE from a JSON document of them (one parameter, however
 * many rows), each one version up. Each row is the current one with the item's fields over it:
 * the project's row lock (withContentEdit) keeps every other write to its objects out until
 * this commits, so nothing changes between the read and the write; the UPDATE names the
 * version it read all the same, so a row changed meanwhile would be left out, not overwritten.
 */
async function writeChanges(tx: Transaction, projectId: number, rows: readonly PlannerObjectRow[]) {
  const document = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      scenario_id: row.scenarioId,
      preset_id: row.presetId,
      tag_names: row.tagNames,
      layout: row.layout,
      planner_object_data_json: row.plannerObjectDataJson,
      points: row.points,
      rotation: row.rotation,
      version: row.version,
    })),
  );
  const changed = sql.raw('changed');
  return tx
    .update(plannerObjects)
    .set({
      name: sql`${changed}.name`,
      scenarioId: sql`${changed}.scenario_id`,
      presetId: sql`${changed}.preset_id`,
      tagNames: sql`${changed}.tag_names`,
      layout: sql`${changed}.layout`,
      plannerObjectDataJson: sql`${changed}.planner_object_data_json`,
      points: sql`${changed}.points`,
      rotation: sql`${changed}.rotation`,
      version: nextVersion(plannerObjects.version),
    })
    .from(
      sql`jsonb_to_recordset(${document}::jsonb) as ${changed}(id integer, name text, scenario_id integer, preset_id integer, tag_names text[], layout text, planner_object_data_json text, points jsonb, rotation jsonb, version integer)`,
    )
    .where(
      and(
        eq(plannerObjects.projectId, projectId),
        sql`${plannerObjects.id} = ${changed}.id`,
        sql`${plannerObjects.version} = ${changed}.version`,
      ),
    )
    .returning(getTableColumns(plannerObjects));
}

/**
 * 412 when objects are no longer at the version their items name: `current` lists them as
 * they are now, in the order of the items.
 */
function staleObjects(rows: readonly PlannerObjectRow[]) {
  const count = rows.length;
  return changedBySomeoneElse(
    count === 1
      ? '1 planner object was changed by someone else since you loaded it.'
      : `${count} planner objects were changed by someone else since you loaded them.`,
    rows.map(presentPlannerObject),
  );
}

/**
 * Changes all or none; the answer lists the changed objects in the order of `items`. An item
 * with a `version` is changed only while its object is at that version: otherwise nothing is
 * written (412, after the 404 of an id not in the project and before the rules' 400 and 409).
 */
export async function updatePlannerObjects(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  items: readonly PlannerObjectChange[],
): Promise<PlannerObjectRow[]> {
  const rows = await withContentEdit(ctx.db, actor, projectId, async (tx, project) => {
    const current = await objectsOfProject(
      tx,
      projectId,
      items.map((item) => item.id),
    );
    const stale = items.flatMap((item) => {
      const row = current.get(item.id)!;
      return item.version !== undefined && item.version !== row.version ? [row] : [];
    });
    if (stale.length > 0) throw staleObjects(stale);
    const wanted = items.map((item) => referencesOfChange(current.get(item.id)!, item));
    const scenarios = await visibleScenarios(
      tx,
      actor,
      wanted.flatMap((refs) => (refs.scenarioId === undefined ? [] : [refs.scenarioId])),
    );
    const presets = await visiblePresets(
      tx,
      actor,
      wanted.flatMap((refs) => (refs.presetId === undefined ? [] : [refs.presetId])),
    );
    const gate = await kindGateOf(tx, project.subscriptionId);
    const merged = items.map(({ id, version: _version, ...change }, index) => {
      const row = current.get(id)!;
      const refs = wanted[index]!;
      const problem = changeProblem(
        row,
        change,
        refs.scenarioId === undefined ? undefined : scenarios.get(refs.scenarioId),
        refs.presetId === undefined ? undefined : presets.get(refs.presetId),
        gate,
      );
      if (problem) throw problemError(problem, batchField(index, problem.field));
      const layoutProblem = layoutPointsProblem(change.layout ?? row.layout, change.points ?? row.points);
      if (layoutProblem) throw badRequest(`${batchField(index, 'points')}${layoutProblem}`);
      const fields = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
      return { ...row, ...fields } as PlannerObjectRow;
    });
    const written = new Map((await writeChanges(tx, projectId, merged)).map((row) => [row.id, row]));
    if (written.size < items.length) {
      const now = await objectsOfProject(
        tx,
        projectId,
        items.flatMap((item) => (written.has(item.id) ? [] : [item.id])),
      );
      throw staleObjects([...now.values()]);
    }
    await assertPlannerContentFits(
      tx,
      projectId,
      contentBytesOf([...written.values()]) - contentBytesOf([...current.values()]),
    );
    return items.map((item) => written.get(item.id)!);
  });
  announceBatch(ctx, 'OnItemUpdated', rows, changedBy(actor));
  return rows;
}

/** Deletes all or none: an id not in the project answers 404 and deletes nothing. */
export async function deletePlannerObjects(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  ids: readonly number[],
): Promise<void> {
  const rows = await withContentEdit(ctx.db, actor, projectId, async (tx) => {
    const deleted = await tx
      .delete(plannerObjects)
      .where(and(eq(plannerObjects.projectId, projectId), inArray(plannerObjects.id, [...ids])))
      .returning();
    if (deleted.length < ids.length) {
      const found = new Set(deleted.map((row) => row.id));
      const missing = ids.find((id) => !found.has(id));
      // Thrown inside the transaction: the rows deleted so far are rolled back.
      throw notFound(`Planner object ${missing} does not exist in project ${projectId}.`);
    }
    const byId = new Map(deleted.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
  });
  announceBatch(ctx, 'OnItemDeleted', rows, changedBy(actor));
}
