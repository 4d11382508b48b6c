import { CONFLICT_MESSAGES } from '@vantage/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Transaction } from '../../db/connection.js';
import {
  constraintLayers,
  plannerObjects,
  presets,
  projects,
  scenarios,
  setbackRules,
  sketches,
  tours,
  viewpoints,
} from '../../db/schema/index.js';
import { conflict } from '../../http/problem.js';
import { lockSubscription } from '../subscriptions/lock.js';
import { countRevisionsUsed } from '../subscriptions/usage.js';
import { findVisibleProject, type ProjectRow } from './access.js';
import { copyProject } from './copy-project.js';
import { publishProjectChange } from './events.js';
import { isOriginal, isRevision } from './kinds.js';
import { lockProjectOf, lockProjectsOf } from './lock.js';
import type { Ctx } from './service.js';

/**
 * POST /api/projects/create-revision: a deep copy of an original project, linked to it by
 * `originalProjectId`, named like it. Counted against `revisionsLimit` under the
 * subscription lock. A revision of a revision (or of a presentation) is refused.
 */
export async function createRevision(
  ctx: Ctx,
  context: AccountContext,
  sourceProjectId: number,
): Promise<number> {
  const source = await findVisibleProject(ctx.db, context, sourceProjectId);
  authorize(context, 'project.duplicate');
  if (!isOriginal(source)) throw conflict('SourceIsARevision', CONFLICT_MESSAGES.SourceIsARevision);
  const id = await ctx.db.transaction(async (tx) => {
    const locked = await lockProjectOf(tx, source.id, context.subscription.id);
    const subscription = await lockSubscription(tx, source.subscriptionId);
    if ((await countRevisionsUsed(tx, source.subscriptionId)) >= subscription.revisionsLimit) {
      throw conflict('RevisionLimitReached', CONFLICT_MESSAGES.RevisionLimitReached);
    }
    return copyProject(tx, locked, {
      name: source.name,
      subscriptionId: source.subscriptionId,
      originalProjectId: source.id,
      createdByUserId: context.user.id,
    });
  });
  publishProjectChange(ctx.bus, 'OnItemAdded', {
    id,
    subscriptionId: source.subscriptionId,
    originalProjectId: source.id,
  });
  return id;
}

/** Content columns of a project row: what activating a revision swaps. */
const CONTENT_COLUMNS = [
  'projectDataJson',
  'description',
  'organizations',
  'defaultScenario',
  'defaultViewpoint',
  'defaultCoordinateSystemId',
] as const satisfies ReadonlyArray<keyof ProjectRow>;

function contentOf(row: ProjectRow) {
  return Object.fromEntries(CONTENT_COLUMNS.map((column) => [column, row[column]])) as Pick<
    ProjectRow,
    (typeof CONTENT_COLUMNS)[number]
  >;
}

/** Moves the child rows of `a` to `b` and those of `b` to `a`, in one statement per table. */
async function swapChildren(tx: Transaction, a: number, b: number): Promise<void> {
  const tables = [
    viewpoints,
    scenarios,
    presets,
    tours,
    plannerObjects,
    sketches,
    constraintLayers,
    setbackRules,
  ];
  for (const table of tables) {
    await tx
      .update(table)
      .set({ projectId: sql`case when ${table.projectId} = ${a} then ${b}::int else ${a}::int end` })
      .where(inArray(table.projectId, [a, b]));
  }
}

/**
 * PUT /api/projects/activate-revision?id=: makes a revision the live content of its
 * original project by SWAPPING their content, in one transaction:
 * - the original keeps its id, name, tags, sort order, logo, members, transfers and
 *   presentations (so editor links and access grants stay valid) and receives the
 *   revision's content: project data, description, organizations, default viewpoint,
 *   scenario and coordinate system, and all viewpoints, scenarios, presets, tours and
 *   planner objects, sketches, constraint layers and setback rules;
 * - the revision receives the original's previous content, so that state is kept as a
 *   revision and nothing is lost. Activating the same revision again undoes it.
 * The number of revisions does not change, so activating never hits `revisionsLimit`.
 */
export async function activateRevision(ctx: Ctx, context: AccountContext, revisionId: number) {
  const revision = await findVisibleProject(ctx.db, context, revisionId);
  authorize(context, 'project.activateRevision');
  if (!isRevision(revision)) throw conflict('ProjectIsNotARevision', CONFLICT_MESSAGES.ProjectIsNotARevision);
  const originalId = revision.originalProjectId!;
  const [original, locked] = await ctx.db.transaction(async (tx) => {
    // Both rows locked in id order, so two activations of one family queue, never deadlock.
    // Only while both still belong to the caller's subscription (lock.ts).
    const rows = await lockProjectsOf(tx, [originalId, revision.id], context.subscription.id);
    const lockedOriginal = rows.find((row) => row.id === originalId)!;
    const lockedRevision = rows.find((row) => row.id === revision.id)!;
    if (!isRevision(lockedRevision))
      throw conflict('ProjectIsNotARevision', CONFLICT_MESSAGES.ProjectIsNotARevision);
    const now = new Date();
    await tx
      .update(projects)
      .set({ ...contentOf(lockedRevision), updatedAt: now })
      .where(eq(projects.id, originalId));
    await tx
      .update(projects)
      .set({ ...contentOf(lockedOriginal), updatedAt: now })
      .where(eq(projects.id, revision.id));
    await swapChildren(tx, originalId, revision.id);
    return [lockedOriginal, lockedRevision] as const;
  });
  publishProjectChange(ctx.bus, 'OnItemUpdated', original, { reason: 'revisionActivated', revisionId });
  publishProjectChange(ctx.bus, 'OnItemUpdated', locked, { reason: 'revisionActivated', revisionId });
}
