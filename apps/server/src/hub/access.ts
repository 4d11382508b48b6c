import { and, arrayOverlaps, eq, exists, or } from 'drizzle-orm';
import type { Queryable } from '../db/connection.js';
import { projectAccess, projects, userAccounts } from '../db/schema/index.js';
import { TEAM_ROLES } from '../modules/projects/access.js';

/**
 * Who may join which hub group. A hub connection carries no X-Subscription-Key, so the
 * rules of `modules/projects/access.ts` are applied across all of the user's accounts:
 * a project is visible when one of them is in its subscription with a team role, or has
 * the project granted in project_access.
 */
export async function userMaySeeProject(db: Queryable, userId: string, projectId: number): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(
      userAccounts,
      and(eq(userAccounts.subscriptionId, projects.subscriptionId), eq(userAccounts.userId, userId)),
    )
    .where(
      and(
        eq(projects.id, projectId),
        or(
          arrayOverlaps(userAccounts.roles, [...TEAM_ROLES]),
          exists(
            db
              .select({ one: projectAccess.projectId })
              .from(projectAccess)
              .where(
                and(
                  eq(projectAccess.userAccountId, userAccounts.id),
                  eq(projectAccess.projectId, projects.id),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Subscriptions whose project-list events the user receives: those it has a team role in. */
export async function teamSubscriptionIds(db: Queryable, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: userAccounts.subscriptionId })
    .from(userAccounts)
    .where(and(eq(userAccounts.userId, userId), arrayOverlaps(userAccounts.roles, [...TEAM_ROLES])));
  return rows.map((row) => row.id);
}
