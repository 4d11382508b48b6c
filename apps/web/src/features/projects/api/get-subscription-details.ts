import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionDetails } from '@vantage/contracts';
import { api } from '@/lib/api';

/** GET /api/subscriptions/current: usage and limits, for "Add new project" at the limit. */
export function getSubscriptionDetails(): Promise<SubscriptionDetails> {
  return api.get('/api/subscriptions/current', { schema: SubscriptionDetails });
}

export function getSubscriptionDetailsQueryOptions() {
  return queryOptions({ queryKey: ['subscriptions', 'current', 'details'], queryFn: getSubscriptionDetails });
}

/** Fetched only for Owner or Team member of the selected subscription (spec section 6). */
export function useSubscriptionDetails({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getSubscriptionDetailsQueryOptions(), enabled });
}
