import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionDetails } from '@vantage/contracts';
import * as subscriptionsOperations from '@vantage/contracts/api/subscriptions';
import { api, queryKeyOf } from '@/lib/api';

/**
 * The selected subscription with its usage and limits: the Subscription page, the Team page's
 * invite limits, "Add new project" and accepting a transfer at the project limit. Only Owner
 * and TeamMember ask for it (spec section 6); the key leaves out the subscription because a
 * switch resets every such query.
 */
export function getSubscriptionDetails(): Promise<SubscriptionDetails> {
  return api.call(subscriptionsOperations.getCurrentSubscription);
}

export function getSubscriptionDetailsQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(subscriptionsOperations.getCurrentSubscription),
    queryFn: getSubscriptionDetails,
  });
}

export function useSubscriptionDetails(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSubscriptionDetailsQueryOptions(), ...options });
}
