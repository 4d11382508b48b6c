import { type CreatePresetRequest, plannerKindOfType, type UpdatePresetRequest } from '@vantage/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { plannerObjects, presets } from '../../db/schema/index.js';
import type { IfMatch } from '../../http/if-match.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/problem.js';
import { kindGateOf } from '../planner-objects/module-gate.js';
import { objectKindProblem } from '../planner-objects/rules.js';
import { type ContentActor, withContentEdit } from '../project-content/access.js';
import { changedBy } from '../project-content/changed-by.js';
import { announceContent, type ItemEventName } from '../project-content/content-events.js';
import { assertPlannerContentFits } from '../project-content/content-limit.js';
import { assertIfMatch, nextVersion, sameVersion, staleItem } from '../project-content/versions.js';
import { findVisibleProject } from '../projects/access.js';
import { countAll } from '../subscriptions/lock.js';
import { type PresetRow, presentPreset } from './presenter.js';

type Page = { offset: number; limit: number };

/** A preset changed: contracts' `PresetEvent` to the project's group. */
function announce(ctx: AppContext, name: ItemEventName, row: PresetRow, actor: ContentActor) {
  announceContent(ctx, name, 'preset', [presentPreset(row)], changedBy(actor));
}

export async function listPresets(db: Queryable, actor: ContentActor, projectId: number, page: Page) {
  await findVisibleProject(db, actor, projectId);
  const where = eq(presets.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db.select().from(presets).where(where).orderBy(asc(presets.id)).offset(page.offset).limit(page.limit),
    db.select({ value: countAll }).from(presets).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function getPreset(db: Queryable, actor: ContentActor, projectId: number, id: number) {
  await findVisibleProject(db, actor, projectId);
  return presetOfProject(db, projectId, id);
}

async function presetOfProject(db: Queryable, projectId: number, id: number): Promise<PresetRow> {
  const [row] = await db
    .select()
    .from(presets)
    .where(and(eq(presets.id, id), eq(presets.projectId, projectId)));
  if (!row) throw notFound(`Preset ${id} does not exist in project ${projectId}.`);
  return row;
}

/**
 * 400 unless the preset's type is a declared kind and its data fits the kind. A preset stored
 * with a type from before the kinds were declared keeps taking changes that leave its type as
 * it is.
 */
function assertKind(typeId: number, dataJson: string | undefined, typeChanged: boolean) {
  if (!typeChanged && !plannerKindOfType(typeId)) return;
  const problem = objectKindProblem(typeId, undefined, dataJson, 'presetDataJson');
  if (problem) throw badRequest(problem.message);
}

/** 403 when a preset's kind (old or new) is locked by its module, as for the kind's objects. */
async function assertKindUnlocked(db: Queryable, subscriptionId: number, typeIds: readonly number[]) {
  const gate = await kindGateOf(db, subscriptionId);
  for (const typeId of typeIds) {
    const locked = gate(typeId);
    if (locked) throw forbidden(locked);
  }
}

async function usageCount(db: Queryable, presetId: number): Promise<number> {
  const [row] = await db
    .select({ value: countAll })
    .from(plannerObjects)
    .where(eq(plannerObjects.presetId, presetId));
  return row?.value ?? 0;
}

export async function createPreset(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  input: CreatePresetRequest,
): Promise<PresetRow> {
  assertKind(input.plannerObjectTypeId, input.presetDataJson, true);
  const row = await withContentEdit(ctx.db, actor, projectId, async (tx, project) => {
    await assertKindUnlocked(tx, project.subscriptionId, [input.plannerObjectTypeId]);
    const [inserted] = await tx
      .insert(presets)
      .values({ ...input, projectId })
      .returning();
    await assertPlannerContentFits(tx, projectId, inserted!.contentBytes);
    return inserted!;
  });
  announce(ctx, 'OnItemAdded', row, actor);
  return row;
}

/**
 * The type of a preset that objects use cannot change: they would change type with it. Presets
 * count towards the project's PLANNER_CONTENT_MAX_BYTES as its objects do (413). With `ifMatch`,
 * only while the preset is at a version it names (412 with the preset as it is now), checked
 * before the rules, as for the project's other content (project-content/versions.ts).
 */
export async function updatePreset(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  id: number,
  input: UpdatePresetRequest,
  ifMatch?: IfMatch,
): Promise<PresetRow> {
  const row = await withContentEdit(ctx.db, actor, projectId, async (tx, project) => {
    const current = await presetOfProject(tx, projectId, id);
    assertIfMatch(ifMatch, 'Preset', current, presentPreset);
    await assertKindUnlocked(tx, project.subscriptionId, [
      current.plannerObjectTypeId,
      ...(input.plannerObjectTypeId === undefined ? [] : [input.plannerObjectTypeId]),
    ]);
    if (
      input.plannerObjectTypeId !== undefined &&
      input.plannerObjectTypeId !== current.plannerObjectTypeId &&
      (await usageCount(tx, id)) > 0
    )
      throw conflict('CannotChangePlannerObjectType', `Preset ${id} is used by planner objects of its type.`);
    const typeId = input.plannerObjectTypeId ?? current.plannerObjectTypeId;
    assertKind(typeId, input.presetDataJson, typeId !== current.plannerObjectTypeId);
    const [updated] = await tx
      .update(presets)
      .set({ ...input, version: nextVersion(presets.version) })
      .where(and(eq(presets.id, id), sameVersion(presets.version, ifMatch, current.version)))
      .returning();
    if (!updated) throw staleItem('Preset', await presetOfProject(tx, projectId, id), presentPreset);
    await assertPlannerContentFits(tx, projectId, updated!.contentBytes - current.contentBytes);
    return updated!;
  });
  announce(ctx, 'OnItemUpdated', row, actor);
  return row;
}

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === FOREIGN_KEY_VIOLATION || e?.cause?.code === FOREIGN_KEY_VIOLATION;
}

/** 409 IsInUse while planner objects use the preset (the foreign key also guards races). */
export async function deletePreset(ctx: AppContext, actor: ContentActor, projectId: number, id: number) {
  const inUse = () => conflict('IsInUse', `Preset ${id} is used by planner objects.`);
  let row: PresetRow;
  try {
    row = await withContentEdit(ctx.db, actor, projectId, async (tx) => {
      const current = await presetOfProject(tx, projectId, id);
      if ((await usageCount(tx, id)) > 0) throw inUse();
      await tx.delete(presets).where(eq(presets.id, id));
      return current;
    });
  } catch (error) {
    // Outside the transaction: a failed statement has already rolled it back.
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
  announce(ctx, 'OnItemDeleted', row, actor);
}
