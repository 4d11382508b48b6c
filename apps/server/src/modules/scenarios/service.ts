import type { CreateScenarioRequest, UpdateScenarioRequest } from '@vantage/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/connection.js';
import { plannerObjects, projects, scenarios } from '../../db/schema/index.js';
import type { IfMatch } from '../../http/if-match.js';
import { notFound } from '../../http/problem.js';
import { INSERT_CHUNK_ROWS } from '../planner-objects/batch.js';
import { reservePlannerObjects } from '../planner-objects/limit.js';
import type { PlannerObjectRow } from '../planner-objects/presenter.js';
import { type ContentActor, withContentEdit } from '../project-content/access.js';
import { type ChangedBy, changedBy } from '../project-content/changed-by.js';
import { announceContent } from '../project-content/content-events.js';
import { assertPlannerContentFits, contentBytesOf } from '../project-content/content-limit.js';
import { copyName } from '../project-content/copy-name.js';
import { assertIfMatch, nextVersion, sameVersion, staleItem } from '../project-content/versions.js';
import { findVisibleProject, visibleProjectsCondition } from '../projects/access.js';
import { countAll } from '../subscriptions/lock.js';
import { presentScenario, type ScenarioRow } from './presenter.js';

type Page = { offset: number; limit: number };
type ItemEvent = 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted';

export async function findVisibleScenario(db: Queryable, actor: ContentActor, id: number) {
  const [row] = await db
    .select({ scenario: scenarios, project: projects })
    .from(scenarios)
    .innerJoin(projects, eq(projects.id, scenarios.projectId))
    .where(and(eq(scenarios.id, id), visibleProjectsCondition(actor)));
  if (!row) throw notFound(`Scenario ${id} does not exist.`);
  return row;
}

const inOrder = [asc(scenarios.sortOrder), asc(scenarios.id)];

export async function listScenarios(db: Queryable, actor: ContentActor, projectId: number, page: Page) {
  await findVisibleProject(db, actor, projectId);
  const where = eq(scenarios.projectId, projectId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(scenarios)
      .where(where)
      .orderBy(...inOrder)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: countAll }).from(scenarios).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

async function nextSortOrder(db: Queryable, projectId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${scenarios.sortOrder}) + 1, 0)::int` })
    .from(scenarios)
    .where(eq(scenarios.projectId, projectId));
  return row?.value ?? 0;
}

function announce(
  ctx: AppContext,
  name: ItemEvent,
  row: ScenarioRow,
  by: ChangedBy,
  extra: Record<string, unknown> = {},
) {
  announceContent(ctx, name, 'scenario', [presentScenario(row)], by, extra);
}

export async function createScenario(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  input: CreateScenarioRequest,
): Promise<ScenarioRow> {
  const row = await withContentEdit(ctx.db, actor, projectId, async (tx) => {
    const [inserted] = await tx
      .insert(scenarios)
      .values({ ...input, projectId, sortOrder: await nextSortOrder(tx, projectId) })
      .returning();
    return inserted;
  });
  announce(ctx, 'OnItemAdded', row!, changedBy(actor));
  return row!;
}

/**
 * Changes the fields sent. With `ifMatch`, only while the scenario is at a version it names
 * (else 412 with the scenario as it is now); 404 comes first, as without it.
 */
export async function updateScenario(
  ctx: AppContext,
  actor: ContentActor,
  id: number,
  input: UpdateScenarioRequest,
  ifMatch?: IfMatch,
): Promise<ScenarioRow> {
  const { project } = await findVisibleScenario(ctx.db, actor, id);
  const row = await withContentEdit(ctx.db, actor, project.id, async (tx) => {
    const current = await scenarioOfProject(tx, id, project.id);
    assertIfMatch(ifMatch, 'Scenario', current, presentScenario);
    const [updated] = await tx
      .update(scenarios)
      .set({ ...input, version: nextVersion(scenarios.version) })
      .where(
        and(
          eq(scenarios.id, id),
          eq(scenarios.projectId, project.id),
          sameVersion(scenarios.version, ifMatch, current.version),
        ),
      )
      .returning();
    if (!updated) throw staleItem('Scenario', await scenarioOfProject(tx, id, project.id), presentScenario);
    return updated;
  });
  announce(ctx, 'OnItemUpdated', row, changedBy(actor));
  return row;
}

async function scenarioOfProject(db: Queryable, id: number, projectId: number): Promise<ScenarioRow> {
  const [row] = await db
    .select()
    .from(scenarios)
    .where(and(eq(scenarios.id, id), eq(scenarios.projectId, projectId)));
  if (!row) throw notFound(`Scenario ${id} does not exist.`);
  return row;
}

/** Deleting a scenario deletes its planner objects (they belong to it). */
export async function deleteScenario(ctx: AppContext, actor: ContentActor, id: number): Promise<void> {
  const { project } = await findVisibleScenario(ctx.db, actor, id);
  const [row] = await withContentEdit(ctx.db, actor, project.id, (tx) =>
    tx
      .delete(scenarios)
      .where(and(eq(scenarios.id, id), eq(scenarios.projectId, project.id)))
      .returning(),
  );
  if (!row) throw notFound(`Scenario ${id} does not exist.`);
  announce(ctx, 'OnItemDeleted', row, changedBy(actor));
}

/**
 * Moves the scenario to the 0-based position `sortOrder` (clamped to the last) and numbers
 * all scenarios of its project 0..n-1 in the resulting order. Answers them in that order.
 */
export async function renumberScenario(
  ctx: AppContext,
  actor: ContentActor,
  id: number,
  position: number,
): Promise<ScenarioRow[]> {
  const { project } = await findVisibleScenario(ctx.db, actor, id);
  const rows = await withContentEdit(ctx.db, actor, project.id, async (tx) => {
    // Lock the project's scenarios so two renumbers of one project do not interleave.
    const current = await tx
      .select()
      .from(scenarios)
      .where(eq(scenarios.projectId, project.id))
      .orderBy(...inOrder)
      .for('update');
    const moving = current.find((s) => s.id === id);
    if (!moving) throw notFound(`Scenario ${id} does not exist.`);
    const order = current.filter((s) => s.id !== id);
    order.splice(Math.min(position, order.length), 0, moving);
    const renumbered: ScenarioRow[] = [];
    for (const [index, scenario] of order.entries()) {
      if (scenario.sortOrder === index) {
        renumbered.push(scenario);
        continue;
      }
      const [row] = await tx
        .update(scenarios)
        .set({ sortOrder: index, version: nextVersion(scenarios.version) })
        .where(eq(scenarios.id, scenario.id))
        .returning();
      renumbered.push(row!);
    }
    return renumbered;
  });
  announce(ctx, 'OnItemUpdated', rows.find((s) => s.id === id)!, changedBy(actor), { renumbered: true });
  return rows;
}

/**
 * Copies the scenario as "<name> (copy)", placed last, with copies of all its planner
 * objects (same presets). The copies count against plannerObjectLimit and the project's
 * PLANNER_CONTENT_MAX_BYTES (413).
 */
export async function cloneScenario(
  ctx: AppContext,
  actor: ContentActor,
  projectId: number,
  sourceId: number,
): Promise<{ scenario: ScenarioRow; plannerObjects: PlannerObjectRow[] }> {
  const result = await withContentEdit(ctx.db, actor, projectId, async (tx, project) => {
    const [source] = await tx
      .select()
      .from(scenarios)
      .where(and(eq(scenarios.id, sourceId), eq(scenarios.projectId, projectId)));
    if (!source) throw notFound(`Scenario ${sourceId} does not exist in project ${projectId}.`);
    const objects = await tx
      .select()
      .from(plannerObjects)
      .where(eq(plannerObjects.scenarioId, sourceId))
      .orderBy(asc(plannerObjects.id));
    await reservePlannerObjects(tx, project.subscriptionId, objects.length);
    const { id: _id, ...scenarioCopy } = source;
    const [scenario] = await tx
      .insert(scenarios)
      .values({
        ...scenarioCopy,
        name: copyName(source.name),
        sortOrder: await nextSortOrder(tx, projectId),
        version: 1,
      })
      .returning();
    // In statements within PostgreSQL's parameter limit: one INSERT of 6,000 objects was a 500.
    const copies: PlannerObjectRow[] = [];
    for (let start = 0; start < objects.length; start += INSERT_CHUNK_ROWS) {
      const rows = await tx
        .insert(plannerObjects)
        .values(
          objects.slice(start, start + INSERT_CHUNK_ROWS).map(({ id: _objectId, ...object }) => ({
            ...object,
            scenarioId: scenario!.id,
            version: 1,
          })),
        )
        .returning();
      copies.push(...rows.sort((a, b) => a.id - b.id));
    }
    await assertPlannerContentFits(tx, projectId, contentBytesOf(copies));
    return { scenario: scenario!, plannerObjects: copies };
  });
  announce(ctx, 'OnItemAdded', result.scenario, changedBy(actor), {
    plannerObjectIds: result.plannerObjects.map((o) => o.id),
  });
  return result;
}
