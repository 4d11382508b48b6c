import type { SubscriptionDetails } from '@vantage/contracts';
import { isExpired, type SubscriptionRow } from '../../auth/context.js';
import type { customers, subscriptionTypes } from '../../db/schema/index.js';
import type { SubscriptionUsage } from './usage.js';

export function presentSubscriptionDetails(rows: {
  subscription: SubscriptionRow;
  customer: typeof customers.$inferSelect;
  type: typeof subscriptionTypes.$inferSelect;
  usage: SubscriptionUsage;
}): SubscriptionDetails {
  const { subscription: s, customer, type, usage } = rows;
  return {
    subscriptionKey: s.key,
    subscriptionTypeName: type.name,
    currentPlanId: s.currentPlanId,
    customerName: customer.name,
    isTrial: s.isTrial,
    isExpired: isExpired(s),
    expiresAt: s.expiresAt?.toISOString() ?? null,
    teamMemberLimit: s.teamMemberLimit,
    teamMembersUsed: usage.teamMembersUsed,
    projectMemberLimit: s.projectMemberLimit,
    projectMembersUsed: usage.projectMembersUsed,
    observerLimit: s.observerLimit,
    observersUsed: usage.observersUsed,
    projectLimit: s.projectLimit,
    projectsUsed: usage.projectsUsed,
    plannerObjectLimit: s.plannerObjectLimit,
    plannerObjectsUsed: usage.plannerObjectsUsed,
    revisionsLimit: s.revisionsLimit,
    revisionsUsed: usage.revisionsUsed,
    panoramaAICreditsLimit: s.panoramaAICreditsLimit,
    panoramaAICreditsUsed: usage.panoramaAICreditsUsed,
  };
}
