import { and, eq } from 'drizzle-orm';
import { allows } from '../auth/authorize.js';
import { isExpired } from '../auth/context.js';
import type { Queryable } from '../db/connection.js';
import { projects, subscriptions, userAccounts } from '../db/schema/index.js';
import { type Viewer, visibleProjectsCondition } from '../modules/projects/access.js';
import { isPresentation } from '../modules/publishing/kinds.js';

/**
 * "May change this project's content" for a hub connection, which carries no subscription
 * key: the user's account in the project's subscription (at most one) is the actor, and the
 * API's own content-edit rule decides (`projectForContentEdit`, project-content/access.ts):
 * the project is visible to the account (`visibleProjectsCondition`), `allows(actor,
 * 'project.update')` from the one policy table (roles and expiry), and the project is not a
 * presentation (a frozen copy).
 */
export async function userMayEditProject(db: Queryable, userId: string, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({
      publicationKey: projects.publicationKey,
      account: { id: userAccounts.id, roles: userAccounts.roles },
      subscription: subscriptions,
    })
    .from(projects)
    .innerJoin(subscriptions, eq(subscriptions.id, projects.subscriptionId))
    .innerJoin(
      userAccounts,
      and(eq(userAccounts.subscriptionId, projects.subscriptionId), eq(userAccounts.userId, userId)),
    )
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) return false;
  const actor = { roles: row.account.roles, isExpired: isExpired(row.subscription) };
  if (!allows(actor, 'project.update') || isPresentation(row)) return false;
  const viewer: Viewer = { roles: row.account.roles, account: row.account, subscription: row.subscription };
  const visible = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleProjectsCondition(viewer)))
    .limit(1);
  return visible.length > 0;
}
