import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionType } from '@vantage/contracts';
import * as subscriptionsOperations from '@vantage/contracts/api/subscriptions';
import { api, queryKeyOf } from '@/lib/api';

/**
 * The plans a trial can be started for. The spec does not show this call's path (section 7
 * "Also called"); the server offers it.
 */
export function getSubscriptionTypes(): Promise<SubscriptionType[]> {
  return api.call(subscriptionsOperations.listSubscriptionTypes);
}

export function getSubscriptionTypesQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(subscriptionsOperations.listSubscriptionTypes),
    queryFn: getSubscriptionTypes,
    staleTime: 10 * 60_000,
  });
}

export function useSubscriptionTypes() {
  return useQuery(getSubscriptionTypesQueryOptions());
}
