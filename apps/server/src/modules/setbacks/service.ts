import {
  type CreateSetbackRuleRequest,
  SETBACK_RULES_MAX,
  setbackRuleProblem,
  type UpdateSetbackRuleRequest,
} from '@vantage/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/connection.js';
import { constraintLayers, setbackRules } from '../../db/schema/index.js';
import type { IfMatch } from '../../http/if-match.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { ContentActor } from '../project-content/access.js';
import { assertIfMatch, nextVersion, sameVersion, staleItem } from '../project-content/versions.js';
import { lockProjectOf } from '../projects/lock.js';
import { countAll } from '../subscriptions/lock.js';
import { projectForSetbackEdit, projectForSetbackRead } from './policy.js';
import { presentSetbackRule, type SetbackRuleRow } from './presenter.js';

type Page = { offset: number; limit: number };

export async function listSetbackRules(db: Queryable, actor: ContentActor, projectId: number, page: Page) {
  await projectForSetbackRead(db, actor, projectId);
  const where = eq(setbackRules.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(setbackRules)
      .where(where)
      .orderBy(asc(setbackRules.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: countAll }).from(setbackRules).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every rule of the project, for a check. */
export async function allSetbackRules(db: Queryable, projectId: number): Promise<SetbackRuleRow[]> {
  return db
    .select()
    .from(setbackRules)
    .where(eq(setbackRules.projectId, projectId))
    .orderBy(asc(setbackRules.id));
}

async function ruleOfProject(db: Queryable, projectId: number, id: number): Promise<SetbackRuleRow> {
  const [row] = await db
    .select()
    .from(setbackRules)
    .where(and(eq(setbackRules.id, id), eq(setbackRules.projectId, projectId)));
  if (!row) throw notFound(`Setback rule ${id} does not exist in project ${projectId}.`);
  return row;
}

export async function getSetbackRule(db: Queryable, actor: ContentActor, projectId: number, id: number) {
  await projectForSetbackRead(db, actor, projectId);
  return ruleOfProject(db, projectId, id);
}

/** Visibility (404), the edit rule and the feature (403), then one transaction holding the project's row lock. */
async function withSetbackEdit<T>(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  await projectForSetbackEdit(db, actor, projectId);
  return db.transaction(async (tx) => {
    await lockProjectOf(tx, projectId, actor.subscription.id);
    return work(tx);
  });
}

function assertFits(rule: Parameters<typeof setbackRuleProblem>[0]) {
  const problem = setbackRuleProblem(rule);
  if (problem) throw badRequest(`${problem.field}: ${problem.message}`);
}

/** A rule measures only from a layer of its own project: any other id (another organisation's too) is 404. */
async function assertLayerOfProject(tx: Queryable, projectId: number, layerId: number | null | undefined) {
  if (!layerId) return;
  const [layer] = await tx
    .select({ id: constraintLayers.id })
    .from(constraintLayers)
    .where(and(eq(constraintLayers.id, layerId), eq(constraintLayers.projectId, projectId)));
  if (!layer) throw notFound(`Constraint layer ${layerId} does not exist in project ${projectId}.`);
}

export async function createSetbackRule(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  input: CreateSetbackRuleRequest,
): Promise<SetbackRuleRow> {
  return withSetbackEdit(db, actor, projectId, async (tx) => {
    const [count] = await tx
      .select({ value: countAll })
      .from(setbackRules)
      .where(eq(setbackRules.projectId, projectId));
    if ((count?.value ?? 0) >= SETBACK_RULES_MAX)
      throw badRequest(`A project holds at most ${SETBACK_RULES_MAX} setback rules.`);
    await assertLayerOfProject(tx, projectId, input.constraintLayerId);
    const [inserted] = await tx
      .insert(setbackRules)
      .values({
        ...input,
        receptorCategory: input.receptorCategory ?? null,
        constraintLayerId: input.constraintLayerId ?? null,
        projectId,
      })
      .returning();
    return inserted!;
  });
}

/**
 * Changes the fields sent; they must fit with the stored ones (a receptor rule keeps a
 * category, a boundary rule has none, a layer rule names a layer of the project). With
 * `ifMatch`, only while the rule is at a version it names (412 with the rule as it is now); 404 comes first.
 */
export async function updateSetbackRule(
  db: Queryable,
  actor: ContentActor,
  projectId: number,
  id: number,
  input: UpdateSetbackRuleRequest,
  ifMatch?: IfMatch,
): Promise<SetbackRuleRow> {
  return withSetbackEdit(db, actor, projectId, async (tx) => {
    const current = await ruleOfProject(tx, projectId, id);
    assertIfMatch(ifMatch, 'Setback rule', current, presentSetbackRule);
    const next = { ...current, ...input };
    assertFits(next);
    if (input.constraintLayerId !== undefined)
      await assertLayerOfProject(tx, projectId, input.constraintLayerId);
    const [updated] = await tx
      .update(setbackRules)
      .set({ ...input, version: nextVersion(setbackRules.version), updatedAt: sql`now()` })
      .where(
        and(
          eq(setbackRules.id, id),
          eq(setbackRules.projectId, projectId),
          sameVersion(setbackRules.version, ifMatch, current.version),
        ),
      )
      .returning();
    if (!updated) throw staleItem('Setback rule', await ruleOfProject(tx, projectId, id), presentSetbackRule);
    return updated;
  });
}

export async function deleteSetbackRule(db: Queryable, actor: ContentActor, projectId: number, id: number) {
  await withSetbackEdit(db, actor, projectId, async (tx) => {
    const [row] = await tx
      .delete(setbackRules)
      .where(and(eq(setbackRules.id, id), eq(setbackRules.projectId, projectId)))
      .returning();
    if (!row) throw notFound(`Setback rule ${id} does not exist in project ${projectId}.`);
  });
}
