import {
  type CreatePlannerObjectRequest,
  layoutPointsProblem,
  type UpdatePlannerObjectRequest,
} from '@vantage/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { plannerObjects } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import { type ContentActor, withContentEdit } from '../project-content/access.js';
import { findVisibleProject } from '../projects/access.js';
import { countAll } from '../subscriptions/lock.js';
import { reservePlannerObjects } from './limit.js';
import { visiblePreset, visibleScenario } from './lookups.js';
import type { PlannerObjectRow } from './presenter.js';

type ItemEvent = 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted';

function announce(ctx: AppContext, name: ItemEvent, row: PlannerObjectRow) {
  ctx.bus.item(name, 'plannerObject', row.id, [groups.project(row.projectId)], {
    projectId: row.projectId,
    scenarioId: row.scenarioId,
  });
}

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
 * Creates a planner object in a scenario of the project. The preset, if any, must be of
 * the scenario's project (409 ScenarioProjectIdNotEqualToPresetProjectId) and gives the
 * type when none is sent. Counts against plannerObjectLimit (409 PlannerObjectLimitReached).
 */
export async function createPlannerObject(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  input: CreatePlannerObjectRequest,
): Promise<PlannerObjectRow> {
  const row = await withContentEdit(ctx.db, actor, projectId, async (tx, project) => {
    const scenario = await visibleScenario(tx, actor, input.scenarioId);
    if (scenario.projectId !== projectId)
      throw badRequest(`Scenario ${input.scenarioId} does not belong to project ${projectId}.`);
    let typeId = input.plannerObjectTypeId;
    if (input.presetId != null) {
      const preset = await visiblePreset(tx, actor, input.presetId);
      if (preset.projectId !== scenario.projectId)
        throw conflict(
          'ScenarioProjectIdNotEqualToPresetProjectId',
          `Preset ${preset.id} belongs to another project than scenario ${scenario.id}.`,
        );
      if (typeId !== undefined && typeId !== preset.plannerObjectTypeId)
        throw badRequest(
          `plannerObjectTypeId must be ${preset.plannerObjectTypeId}, the type of preset ${preset.id}.`,
        );
      typeId = preset.plannerObjectTypeId;
    }
    if (typeId === undefined) throw badRequest('plannerObjectTypeId is required when no preset is given.');
    const plannerObjectTypeId = typeId;
    await reservePlannerObjects(tx, project.subscriptionId, 1);
    const [inserted] = await tx
      .insert(plannerObjects)
      .values({ ...input, projectId, plannerObjectTypeId })
      .returning();
    return inserted!;
  });
  announce(ctx, 'OnItemAdded', row);
  return row;
}

/**
 * Changes the fields sent. Scenario and preset stay within the object's project
 * (409 CannotChangeToScenarioOfAnotherProject / CannotChangeToPresetOfAnotherProject) and
 * the type never changes (409 CannotChangePlannerObjectType, also for a preset of another type).
 */
export async function updatePlannerObject(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  id: number,
  input: UpdatePlannerObjectRequest,
): Promise<PlannerObjectRow> {
  const [row] = await withContentEdit(ctx.db, actor, projectId, async (tx) => {
    const current = await objectOfProject(tx, projectId, id);
    const typeChanged = (typeId: number) =>
      conflict(
        'CannotChangePlannerObjectType',
        `Planner object ${id} is of type ${current.plannerObjectTypeId} and cannot become type ${typeId}.`,
      );
    if (input.plannerObjectTypeId !== undefined && input.plannerObjectTypeId !== current.plannerObjectTypeId)
      throw typeChanged(input.plannerObjectTypeId);
    if (input.scenarioId !== undefined && input.scenarioId !== current.scenarioId) {
      const scenario = await visibleScenario(tx, actor, input.scenarioId);
      if (scenario.projectId !== current.projectId)
        throw conflict(
          'CannotChangeToScenarioOfAnotherProject',
          `Scenario ${scenario.id} belongs to another project than planner object ${id}.`,
        );
    }
    if (input.presetId != null && input.presetId !== current.presetId) {
      const preset = await visiblePreset(tx, actor, input.presetId);
      if (preset.projectId !== current.projectId)
        throw conflict(
          'CannotChangeToPresetOfAnotherProject',
          `Preset ${preset.id} belongs to another project than planner object ${id}.`,
        );
      if (preset.plannerObjectTypeId !== current.plannerObjectTypeId)
        throw typeChanged(preset.plannerObjectTypeId);
    }
    const problem = layoutPointsProblem(input.layout ?? current.layout, input.points ?? current.points);
    if (problem) throw badRequest(`points: ${problem}`);
    return tx
      .update(plannerObjects)
      .set(input)
      .where(and(eq(plannerObjects.id, id), eq(plannerObjects.projectId, projectId)))
      .returning();
  });
  if (!row) throw notFound(`Planner object ${id} does not exist in project ${projectId}.`);
  announce(ctx, 'OnItemUpdated', row);
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
  announce(ctx, 'OnItemDeleted', row);
}
