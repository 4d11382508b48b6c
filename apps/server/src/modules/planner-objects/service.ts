import {
  type CreatePlannerObjectRequest,
  layoutPointsProblem,
  type UpdatePlannerObjectRequest,
} from '@vantage/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { plannerObjects } from '../../db/schema/index.js';
import type { IfMatch } from '../../http/if-match.js';
import { badRequest, notFound } from '../../http/problem.js';
import { type ContentActor, withContentEdit } from '../project-content/access.js';
import { changedBy } from '../project-content/changed-by.js';
import { assertPlannerContentFits } from '../project-content/content-limit.js';
import { assertIfMatch, nextVersion, sameVersion, staleItem } from '../project-content/versions.js';
import { findVisibleProject } from '../projects/access.js';
import { countAll } from '../subscriptions/lock.js';
import { announce } from './events.js';
import { reservePlannerObjects } from './limit.js';
import { visiblePresets, visibleScenarios } from './lookups.js';
import { kindGateOf } from './module-gate.js';
import { type PlannerObjectRow, presentPlannerObject } from './presenter.js';
import { changeProblem, problemError, referencesOfChange, typeOfNewObject } from './rules.js';

export async function listPlannerObjects(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  query: { offset: number; limit: number; scenarioId?: number },
) {
  await findVisibleProject(db, actor, projectId);
  const where = and(
    eq(plannerObjects.projectId, projectId),
    query.scenarioId === undefined ? undefined : eq(plannerObjects.scenarioId, query.scenarioId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(plannerObjects)
      .where(where)
      .orderBy(asc(plannerObjects.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ value: countAll }).from(plannerObjects).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function getPlannerObject(db: Queryable, actor: ContentActor, projectId: number, id: number) {
  await findVisibleProject(db, actor, projectId);
  return objectOfProject(db, projectId, id);
}

async function objectOfProject(db: Queryable, projectId: number, id: number): Promise<PlannerObjectRow> {
  const [row] = await db
    .select()
    .from(plannerObjects)
    .where(and(eq(plannerObjects.id, id), eq(plannerObjects.projectId, projectId)));
  if (!row) throw notFound(`Planner object ${id} does not exist in project ${projectId}.`);
  return row;
}

/**
 * Creates a planner object in a scenario of the project (rules.ts: `typeOfNewObject`).
 * Counts against plannerObjectLimit (409 PlannerObjectLimitReached) and the project's
 * PLANNER_CONTENT_MAX_BYTES (413).
 */
export async function createPlannerObject(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  input: CreatePlannerObjectRequest,
): Promise<PlannerObjectRow> {
  const row = await withContentEdit(ctx.db, actor, projectId, async (tx, project) => {
    const scenarios = await visibleScenarios(tx, actor, [input.scenarioId]);
    const presets = await visiblePresets(tx, actor, input.presetId == null ? [] : [input.presetId]);
    const typeId = typeOfNewObject(
      input,
      projectId,
      scenarios.get(input.scenarioId),
      input.presetId == null ? undefined : presets.get(input.presetId),
      await kindGateOf(tx, project.subscriptionId),
    );
    if (typeof typeId !== 'number') throw problemError(typeId);
    await reservePlannerObjects(tx, project.subscriptionId, 1);
    const [inserted] = await tx
      .insert(plannerObjects)
      .values({ ...input, projectId, plannerObjectTypeId: typeId })
      .returning();
    await assertPlannerContentFits(tx, projectId, inserted!.contentBytes);
    return inserted!;
  });
  announce(ctx, 'OnItemAdded', row, changedBy(actor));
  return row;
}

/**
 * Changes the fields sent, by the rules of a change (rules.ts: `changeProblem`). With
 * `ifMatch`, only while the object is at a version it names: 404 first, then 412 (with the
 * object as it is now), then the rules' 400 and 409, since a change made on an old version
 * is judged against a state its sender has not seen; 413 when it grows the project past
 * PLANNER_CONTENT_MAX_BYTES.
 */
export async function updatePlannerObject(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  id: number,
  input: UpdatePlannerObjectRequest,
  ifMatch?: IfMatch,
): Promise<PlannerObjectRow> {
  const row = await withContentEdit(ctx.db, actor, projectId, async (tx, project) => {
    const current = await objectOfProject(tx, projectId, id);
    assertIfMatch(ifMatch, 'Planner object', current, presentPlannerObject);
    const wanted = referencesOfChange(current, input);
    const scenarios = await visibleScenarios(
      tx,
      actor,
      wanted.scenarioId === undefined ? [] : [wanted.scenarioId],
    );
    const presets = await visiblePresets(tx, actor, wanted.presetId === undefined ? [] : [wanted.presetId]);
    const problem = changeProblem(
      current,
      input,
      wanted.scenarioId === undefined ? undefined : scenarios.get(wanted.scenarioId),
      wanted.presetId === undefined ? undefined : presets.get(wanted.presetId),
      await kindGateOf(tx, project.subscriptionId),
    );
    if (problem) throw problemError(problem);
    const layoutProblem = layoutPointsProblem(input.layout ?? current.layout, input.points ?? current.points);
    if (layoutProblem) throw badRequest(`points: ${layoutProblem}`);
    const [updated] = await tx
      .update(plannerObjects)
      .set({ ...input, version: nextVersion(plannerObjects.version) })
      .where(
        and(
          eq(plannerObjects.id, id),
          eq(plannerObjects.projectId, projectId),
          sameVersion(plannerObjects.version, ifMatch, current.version),
        ),
      )
      .returning();
    if (!updated)
      throw staleItem('Planner object', await objectOfProject(tx, projectId, id), presentPlannerObject);
    await assertPlannerContentFits(tx, projectId, updated.contentBytes - current.contentBytes);
    return updated;
  });
  announce(ctx, 'OnItemUpdated', row, changedBy(actor));
  return row;
}

export async function deletePlannerObject(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  id: number,
): Promise<void> {
  const [row] = await withContentEdit(ctx.db, actor, projectId, (tx) =>
    tx
      .delete(plannerObjects)
      .where(and(eq(plannerObjects.id, id), eq(plannerObjects.projectId, projectId)))
      .returning(),
  );
  if (!row) throw notFound(`Planner object ${id} does not exist in project ${projectId}.`);
  announce(ctx, 'OnItemDeleted', row, changedBy(actor));
}
