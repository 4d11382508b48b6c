import { isCanonicalEmbedOrigin, normalizeEmbedOrigins } from '@vantage/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { authorize } from '../../auth/authorize.js';
import type { AccountContext } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { projects } from '../../db/schema/index.js';
import { groups } from '../../events/bus.js';
import { badRequest, notFound } from '../../http/problem.js';
import { findVisibleProject } from '../projects/access.js';
import { isPresentation, presentationsCondition } from './kinds.js';

/**
 * The origins allowed to frame a presentation's public viewer (docs/security.md "Embedding
 * the viewer"). They belong to the presentation row: publishing it again keeps them (same
 * row, same key), a depublished one keeps them but its page frames for no one, and a new
 * presentation, a duplicate or a revision starts with none (a new link is a new decision).
 */

/**
 * `PUT /api/projects/published-projects/{id}/embed-origins`: replaces the list with the
 * entries' origins (the contract has refused every bad entry already, naming it).
 */
export async function updateEmbedOrigins(
  ctx: AppContext,
  actor: AccountContext,
  projectId: number,
  entries: readonly string[],
): Promise<string[]> {
  authorize(actor, 'project.embed');
  const project = await findVisibleProject(ctx.db, actor, projectId);
  if (!isPresentation(project))
    throw badRequest(
      `Project ${projectId} is not a presentation: only a presentation's viewer can be embedded.`,
    );
  const origins = normalizeEmbedOrigins(entries);
  const [row] = await ctx.db
    .update(projects)
    .set({ embedOrigins: origins })
    .where(and(eq(projects.id, project.id), presentationsCondition))
    .returning();
  // Deleted between the read and the write.
  if (!row) throw notFound(`Project ${projectId} does not exist.`);
  ctx.bus.item('OnItemUpdated', 'project', row.id, [groups.subscription(row.subscriptionId)], {
    presentation: true,
    published: row.published,
  });
  return row.embedOrigins;
}

/**
 * The origins that may frame the viewer page of this publication key: those of a published
 * presentation, else none. One query on the unique index of publication_key. Only values in
 * the canonical shape pass, so a row written around the API cannot put anything else into
 * the header.
 */
export async function viewerEmbedOrigins(db: Queryable, publicationKey: string): Promise<string[]> {
  const [row] = await db
    .select({ embedOrigins: projects.embedOrigins })
    .from(projects)
    .where(and(eq(projects.publicationKey, publicationKey), eq(projects.published, true)));
  return (row?.embedOrigins ?? []).filter(isCanonicalEmbedOrigin);
}
