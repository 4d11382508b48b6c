import { TEAM_ROLES } from '@vantage/contracts';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AccountContext, SubscriptionRow, UserAccountRow } from '../../auth/context.js';
import { hasAnyRole } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { projectAccess, projects } from '../../db/schema/index.js';
import { notFound } from '../../http/problem.js';

export type ProjectRow = typeof projects.$inferSelect;

export function seesAllProjects(context: Pick<AccountContext, 'roles'>): boolean {
  return hasAnyRole(context, ...TEAM_ROLES);
}

/** An account in a subscription, as visibility needs it (the API's caller or one of a hub user's accounts). */
export type Viewer = Pick<AccountContext, 'roles'> & {
  account: Pick<UserAccountRow, 'id'>;
  subscription: Pick<SubscriptionRow, 'id'>;
};

/**
 * "Projects this account may see" in its selected subscription: all of them for team
 * roles, else those granted to the account in project_access, together with the
 * revisions and presentations of a granted project (they are versions of it).
 */
export function visibleProjectsCondition(context: Viewer): SQL {
  return visibilityCondition(seesAllProjects(context), {
    subscriptionId: context.subscription.id,
    accountId: context.account.id,
  });
}

/** The same condition, its ids given as values or as placeholders of a prepared statement. */
export function visibilityCondition(
  seesAll: boolean,
  ids: { subscriptionId: number | Placeholder; accountId: number | Placeholder },
): SQL {
  const inSubscription = eq(projects.subscriptionId, ids.subscriptionId);
  if (seesAll) return inSubscription;
  return and(
    inSubscription,
    sql`exists (select 1 from ${projectAccess} where ${projectAccess.userAccountId} = ${ids.accountId} and (${projectAccess.projectId} = ${projects.id} or ${projectAccess.projectId} = ${projects.originalProjectId}))`,
  )!;
}

/**
 * The project if the account may see it, else 404: a project of another subscription, or
 * one a project member was not invited to, answers as if it did not exist.
 */
export async function findVisibleProject(
  db: Queryable,
  context: Viewer,
  projectId: number,
): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleProjectsCondition(context)));
  if (!row) throw notFound(`Project ${projectId} does not exist.`);
  return row;
}
