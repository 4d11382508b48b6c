import { and, eq, type SQL } from 'drizzle-orm';
import type { SubscriptionRow } from '../../auth/context.js';
import type { Queryable } from '../../db/connection.js';
import { plannerObjects, projects } from '../../db/schema/index.js';
import { originalsCondition, revisionsCondition } from '../projects/kinds.js';
import { countAll } from './lock.js';
import { countSeatsUsed } from './seats.js';

/**
 * "Used" counts of spec section 9, from real rows. The projects module checks its limits
 * with the same functions, so the Subscription page and the 409s always agree.
 */

/** Projects of the subscription that meet `kind` (originals or revisions, projects/kinds.ts). */
async function countProjectsOfKind(db: Queryable, subscriptionId: number, kind: SQL): Promise<number> {
  const [row] = await db
    .select({ value: countAll })
    .from(projects)
    .where(and(eq(projects.subscriptionId, subscriptionId), kind));
  return row?.value ?? 0;
}

/** Projects: originals only; revisions and presentations do not count (projects/kinds.ts). */
export function countProjectsUsed(db: Queryable, subscriptionId: number): Promise<number> {
  return countProjectsOfKind(db, subscriptionId, originalsCondition);
}

/** Revisions: original id set and no publication key; a depublished presentation keeps its key. */
export function countRevisionsUsed(db: Queryable, subscriptionId: number): Promise<number> {
  return countProjectsOfKind(db, subscriptionId, revisionsCondition);
}

/** Planner objects of every project of the subscription, revisions and presentations included. */
export async function countPlannerObjectsUsed(db: Queryable, subscriptionId: number): Promise<number> {
  const [row] = await db
    .select({ value: countAll })
    .from(plannerObjects)
    .innerJoin(projects, eq(projects.id, plannerObjects.projectId))
    .where(eq(projects.subscriptionId, subscriptionId));
  return row?.value ?? 0;
}

export type SubscriptionUsage = {
  teamMembersUsed: number;
  projectMembersUsed: number;
  observersUsed: number;
  projectsUsed: number;
  plannerObjectsUsed: number;
  revisionsUsed: number;
  panoramaAICreditsUsed: number;
};

export async function usageOf(db: Queryable, subscription: SubscriptionRow): Promise<SubscriptionUsage> {
  const [
    teamMembersUsed,
    projectMembersUsed,
    observersUsed,
    projectsUsed,
    plannerObjectsUsed,
    revisionsUsed,
  ] = await Promise.all([
    countSeatsUsed(db, subscription.id, 'TeamMember'),
    countSeatsUsed(db, subscription.id, 'ProjectMember'),
    countSeatsUsed(db, subscription.id, 'Observer'),
    countProjectsUsed(db, subscription.id),
    countPlannerObjectsUsed(db, subscription.id),
    countRevisionsUsed(db, subscription.id),
  ]);
  return {
    teamMembersUsed,
    projectMembersUsed,
    observersUsed,
    projectsUsed,
    plannerObjectsUsed,
    revisionsUsed,
    panoramaAICreditsUsed: subscription.panoramaAICreditsUsed,
  };
}
