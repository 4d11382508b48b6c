import { TEAM_ROLES } from '@vantage/contracts';
import { and, arrayOverlaps, eq, or } from 'drizzle-orm';
import type { Queryable } from '../db/connection.js';
import { projects, userAccounts } from '../db/schema/index.js';
import { visibleProjectsCondition } from '../modules/projects/access.js';

/**
 * Who may join which hub group. A hub connection carries no X-Subscription-Key, so the
 * API's own visibility condition (`visibleProjectsCondition`, modules/projects/access.ts) is
 * applied for each of the user's accounts: the project is visible when it is visible to one
 * of them. One condition for both means a project member of an original also receives the
 * events of its revisions and presentations, as the API lets it read them.
 */
export async function userMaySeeProject(db: Queryable, userId: string, projectId: number): Promise<boolean> {
  const accounts = await db
    .select({ id: userAccounts.id, subscriptionId: userAccounts.subscriptionId, roles: userAccounts.roles })
    .from(userAccounts)
    .where(eq(userAccounts.userId, userId));
  if (accounts.length === 0) return false;
  const visible = accounts.map((account) =>
    visibleProjectsCondition({
      roles: account.roles,
      account: { id: account.id },
      subscription: { id: account.subscriptionId },
    }),
  );
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), or(...visible)))
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
