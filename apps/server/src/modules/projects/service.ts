import {
  CONFLICT_MESSAGES,
  type CreateProjectRequest,
  DEFAULT_PROJECT_TAG,
  type UpdateProjectRequest,
} from '@vantage/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Transaction } from '../../db/connection.js';
import { files, ownershipTransfers, projects } from '../../db/schema/index.js';
import { conflict } from '../../http/problem.js';
import { requireCoordinateSystemByEpsg } from '../coordinate-systems/service.js';
import { lockSubscription } from '../subscriptions/lock.js';
import { countProjectsUsed } from '../subscriptions/usage.js';
import { publishTransferChange } from '../transfers/events.js';
import { findVisibleProject } from './access.js';
import { copyProject } from './copy-project.js';
import { publishProjectChange } from './events.js';
import { familyCondition } from './kinds.js';
import { lockProjectOf } from './lock.js';
import { assertEditableProject } from './policy.js';
import type { ProjectAnswerRow } from './presenter.js';
import { findProjectAnswer } from './queries.js';

export type Ctx = Pick<AppContext, 'db' | 'bus'>;

/** Inside a transaction holding the subscription lock: 409 when no project slot is left. */
export async function assertProjectSlotFree(tx: Transaction, subscriptionId: number): Promise<void> {
  const subscription = await lockSubscription(tx, subscriptionId);
  if ((await countProjectsUsed(tx, subscriptionId)) >= subscription.projectLimit) {
    throw conflict('ProjectLimitReached', CONFLICT_MESSAGES.ProjectLimitReached);
  }
}

/** POST /api/projects: count and insert under the subscription lock (no race past the limit). */
export async function createProject(
  ctx: Ctx,
  context: AccountContext,
  input: z.output<typeof CreateProjectRequest>,
): Promise<number> {
  authorize(context, 'project.create');
  const coordinateSystem = await requireCoordinateSystemByEpsg(
    ctx.db,
    input.defaultCoordinateSystemEpsgCode,
    context.subscription.id,
  );
  const project = await ctx.db.transaction(async (tx) => {
    await assertProjectSlotFree(tx, context.subscription.id);
    const [row] = await tx
      .insert(projects)
      .values({
        subscriptionId: context.subscription.id,
        name: input.name,
        tagNames: input.tagNames?.length ? input.tagNames : [DEFAULT_PROJECT_TAG],
        projectDataJson: input.projectDataJson,
        defaultCoordinateSystemId: coordinateSystem.id,
        createdByUserId: context.user.id,
      })
      .returning();
    return row!;
  });
  publishProjectChange(ctx.bus, 'OnItemAdded', project);
  return project.id;
}

/**
 * PUT /api/projects/{id}. Only fields that change count: renaming, recolouring and
 * reordering need a team role; project data, description and the coordinate system need a
 * content editor (a ProjectMember on its own project too), see policy.ts. A presentation's
 * coordinate system stays as it was published.
 */
export async function updateProject(
  ctx: Ctx,
  context: AccountContext,
  projectId: number,
  input: z.output<typeof UpdateProjectRequest>,
): Promise<ProjectAnswerRow> {
  await findVisibleProject(ctx.db, context, projectId);
  const coordinateSystem =
    input.defaultCoordinateSystemEpsgCode === undefined
      ? undefined
      : await requireCoordinateSystemByEpsg(
          ctx.db,
          input.defaultCoordinateSystemEpsgCode,
          context.subscription.id,
        );
  // Decided, written and read back for the answer on the locked row of the caller's
  // subscription (lock.ts): a transfer accepted meanwhile makes this a 404 that wrote
  // nothing, and one accepted just after cannot turn a rename that wrote into a 404.
  const answer = await ctx.db.transaction(async (tx) => {
    const project = await lockProjectOf(tx, projectId, context.subscription.id);
    const changes: Partial<typeof projects.$inferInsert> = {};
    if (input.name !== undefined && input.name !== project.name) changes.name = input.name;
    if (input.tagNames !== undefined && input.tagNames.join('\n') !== project.tagNames.join('\n'))
      changes.tagNames = input.tagNames;
    if (input.sortOrder !== undefined && input.sortOrder !== project.sortOrder)
      changes.sortOrder = input.sortOrder;
    const identityChanges = Object.keys(changes).length > 0;
    if (input.description !== undefined) changes.description = input.description;
    if (input.projectDataJson !== undefined) changes.projectDataJson = input.projectDataJson;
    if (coordinateSystem && coordinateSystem.id !== project.defaultCoordinateSystemId) {
      assertEditableProject(project);
      changes.defaultCoordinateSystemId = coordinateSystem.id;
    }

    authorize(context, identityChanges ? 'project.rename' : 'project.update');
    await tx
      .update(projects)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(projects.id, project.id));
    return findProjectAnswer(tx, context, project.id);
  });
  publishProjectChange(ctx.bus, 'OnItemUpdated', answer.project);
  return answer;
}

/**
 * DELETE /api/projects/{id}: the project with everything that belongs to it. Its
 * viewpoints, tours, scenarios, presets, planner objects, access grants, invitations and
 * transfers go by foreign-key cascade; its revisions and presentations (versions of it,
 * which cannot exist without it) and the logo files of all of them go in the same
 * transaction. Deleting a revision or a presentation deletes only that one.
 */
export async function deleteProject(ctx: Ctx, context: AccountContext, projectId: number): Promise<void> {
  const project = await findVisibleProject(ctx.db, context, projectId);
  authorize(context, 'project.delete');
  const { deleted, pendingTransfers } = await ctx.db.transaction(async (tx) => {
    // Of concurrent deletes one finds the row (lock.ts), the others 404 and publish nothing;
    // after a transfer to another subscription the project is no longer ours to delete.
    await lockProjectOf(tx, project.id, context.subscription.id);
    const family = and(eq(projects.subscriptionId, project.subscriptionId), familyCondition(project.id));
    const members = await tx.select().from(projects).where(family);
    const ids = members.map((row) => row.id);
    const pending = await tx
      .select()
      .from(ownershipTransfers)
      .where(and(inArray(ownershipTransfers.projectId, ids), eq(ownershipTransfers.status, 'Pending')));
    await tx.delete(projects).where(inArray(projects.id, ids));
    const logoIds = members.flatMap((row) => (row.logoFileId ? [row.logoFileId] : []));
    if (logoIds.length > 0) await tx.delete(files).where(inArray(files.id, logoIds));
    return { deleted: members, pendingTransfers: pending };
  });
  for (const row of deleted) publishProjectChange(ctx.bus, 'OnItemDeleted', row);
  for (const transfer of pendingTransfers) await publishTransferChange(ctx, 'OnItemDeleted', transfer);
}

/**
 * POST /api/projects/clone: a deep copy named "<name> (copy)" that is a new original
 * project (also when the source is a revision), under the project limit.
 */
export async function cloneProject(
  ctx: Ctx,
  context: AccountContext,
  sourceProjectId: number,
): Promise<number> {
  const source = await findVisibleProject(ctx.db, context, sourceProjectId);
  authorize(context, 'project.duplicate');
  const id = await ctx.db.transaction(async (tx) => {
    const locked = await lockProjectOf(tx, source.id, context.subscription.id);
    await assertProjectSlotFree(tx, context.subscription.id);
    return copyProject(tx, locked, {
      name: `${source.name} (copy)`,
      subscriptionId: context.subscription.id,
      originalProjectId: null,
      createdByUserId: context.user.id,
    });
  });
  publishProjectChange(ctx.bus, 'OnItemAdded', {
    id,
    subscriptionId: context.subscription.id,
    originalProjectId: null,
  });
  return id;
}
