import { PRESENTATION_LIMIT } from '@vantage/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { projects } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { badRequest, conflict } from '../../http/problem.js';
import { findVisibleProject, type ProjectRow, visibleProjectsCondition } from '../projects/access.js';
import { countAll, lockSubscription } from '../subscriptions/lock.js';
import { countPublishedPresentations, presentationLimitReached } from './create-presentation.js';
import { isPresentation, presentationsCondition } from './kinds.js';
import { presentFeatureEnabled } from './policy.js';

type Actor = AccountContext;

function announce(ctx: AppContext, project: ProjectRow) {
  ctx.bus.item('OnItemUpdated', 'project', project.id, [groups.subscription(project.subscriptionId)], {
    presentation: true,
    published: project.published,
  });
}

/**
 * `POST /api/projects/publish?projectId=`: puts a depublished presentation online again,
 * with the key it always had (so shared links work again). Publishing one that is online
 * answers the same. Only presentations can be published: an original or a revision is
 * presented through create-published-project. Counts against the limit of 3.
 */
export async function publishPresentation(
  ctx: AppContext,
  actor: Actor,
  projectId: number,
): Promise<ProjectRow> {
  authorize(actor, 'project.present', {
    presentEnabled: await presentFeatureEnabled(ctx.db, actor.subscription.id),
  });
  const project = await findVisibleProject(ctx.db, actor, projectId);
  if (!isPresentation(project))
    throw badRequest(
      `Project ${projectId} is not a presentation; create one with POST /api/projects/create-published-project.`,
    );
  if (project.published) return project;
  const updated = await ctx.db.transaction(async (tx) => {
    await lockSubscription(tx, project.subscriptionId);
    if (
      project.originalProjectId !== null &&
      (await countPublishedPresentations(tx, project.originalProjectId)) >= PRESENTATION_LIMIT
    )
      throw presentationLimitReached();
    const [row] = await tx
      .update(projects)
      .set({ published: true })
      .where(eq(projects.id, projectId))
      .returning();
    return row!;
  });
  announce(ctx, updated);
  return updated;
}

/** `DELETE /api/projects/publish?projectId=`: takes the viewer link offline; 409 ProjectNotPublished. */
export async function depublishProject(ctx: AppContext, actor: Actor, projectId: number): Promise<void> {
  authorize(actor, 'project.depublish');
  const project = await findVisibleProject(ctx.db, actor, projectId);
  const [row] = await ctx.db
    .update(projects)
    .set({ published: false })
    .where(and(eq(projects.id, project.id), eq(projects.published, true)))
    .returning();
  if (!row) throw conflict('ProjectNotPublished', `Project ${projectId} is not published.`);
  announce(ctx, row);
}

const original = alias(projects, 'original');

/**
 * The subscription's presentations the caller may see (project visibility: a project
 * member or observer sees those of its own projects), oldest first, with the original's name.
 */
export async function listPresentations(
  db: Queryable,
  actor: Actor,
  query: { offset: number; limit: number; originalProjectId?: number },
) {
  const where: SQL = and(
    visibleProjectsCondition(actor),
    presentationsCondition,
    query.originalProjectId === undefined
      ? undefined
      : eq(projects.originalProjectId, query.originalProjectId),
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select({ presentation: projects, originalProjectName: original.name })
      .from(projects)
      .leftJoin(original, eq(original.id, projects.originalProjectId))
      .where(where)
      .orderBy(asc(projects.createdAt), asc(projects.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ value: countAll }).from(projects).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
