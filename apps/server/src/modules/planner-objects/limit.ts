import type { Transaction } from '../../db/connection.js';
import { conflict } from '../../http/problem.js';
import { lockSubscription } from '../subscriptions/lock.js';
import { countPlannerObjectsUsed } from '../subscriptions/usage.js';

/**
 * 409 PlannerObjectLimitReached unless `adding` more planner objects fit the subscription's
 * plannerObjectLimit. Locks the subscription row first, so that concurrent creates, scenario
 * clones and presentations queue here; call it inside the transaction that inserts them.
 * Counted as the Subscription page counts (subscriptions/usage.ts): every project of the
 * subscription, revisions and presentations included.
 */
export async function reservePlannerObjects(
  tx: Transaction,
  subscriptionId: number,
  adding: number,
): Promise<void> {
  const subscription = await lockSubscription(tx, subscriptionId);
  if (adding === 0) return;
  const used = await countPlannerObjectsUsed(tx, subscriptionId);
  if (used + adding > subscription.plannerObjectLimit)
    throw conflict(
      'PlannerObjectLimitReached',
      `The subscription allows ${subscription.plannerObjectLimit} planner objects and ${used} are in use.`,
    );
}
