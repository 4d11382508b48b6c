import { and, arrayContains, arrayOverlaps, eq, exists, gt, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../db/connection.js';
import { projectAccess, projects, subscriptions, userAccounts } from '../db/schema/index.js';

/** Roles that edit the content of every project of their subscription (projects/policy.ts). */
const TEAM_EDITORS = ['Owner', 'Administrator', 'TeamMember', 'SupportStaff'];

/**
 * "May change this project's content" for a hub connection, which carries no subscription
 * key: one of the user's accounts is in the project's subscription, that subscription has
 * not expired, the project is not a presentation (frozen), and the account has a team
 * editing role or is a ProjectMember granted the project (or its original). The same rule
 * as `assertMayEditContent` + `assertEditableProject` of the API. Observers never.
 */
export async function userMayEditProject(db: Queryable, userId: string, projectId: number): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(subscriptions, eq(subscriptions.id, projects.subscriptionId))
    .innerJoin(
      userAccounts,
      and(eq(userAccounts.subscriptionId, projects.subscriptionId), eq(userAccounts.userId, userId)),
    )
    .where(
      and(
        eq(projects.id, projectId),
        isNull(projects.publicationKey),
        or(isNull(subscriptions.expiresAt), gt(subscriptions.expiresAt, new Date())),
        or(
          arrayOverlaps(userAccounts.roles, TEAM_EDITORS as never),
          and(
            arrayContains(userAccounts.roles, ['ProjectMember'] as never),
            exists(
              db
                .select({ one: projectAccess.projectId })
                .from(projectAccess)
                .where(
                  and(
                    eq(projectAccess.userAccountId, userAccounts.id),
                    or(
                      eq(projectAccess.projectId, projects.id),
                      eq(projectAccess.projectId, projects.originalProjectId),
                    ),
                  ),
                ),
            ),
          ),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
