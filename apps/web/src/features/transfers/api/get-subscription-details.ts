import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionDetails } from '@vantage/contracts';
import { api } from '@/lib/api';

/**
 * GET /api/subscriptions/current: usage and limits, so Accept is blocked at the project
 * limit. Same key as the projects feature's read (the hub's usage prefix), so one answer
 * serves both and both refresh together.
 */
export function getSubscriptionDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['subscriptions', 'current', 'details'],
    queryFn: () => api.get('/api/subscriptions/current', { schema: SubscriptionDetails }),
  });
}

/** Fetched only for Owner or Team member of the selected subscription (spec section 6). */
export function useSubscriptionDetails({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getSubscriptionDetailsQueryOptions(), enabled });
}
