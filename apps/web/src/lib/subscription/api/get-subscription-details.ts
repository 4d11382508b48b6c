import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionDetails } from '@vantage/contracts';
import { api } from '@/lib/api';

/**
 * GET /api/subscriptions/current: the selected subscription with its usage and limits
 * (the Subscription page, and the Team page's invite limits). Only Owner and TeamMember
 * ask for it (spec section 6); the key leaves out the subscription because a switch
 * resets every such query.
 */
export function getSubscriptionDetails(): Promise<SubscriptionDetails> {
  return api.get('/api/subscriptions/current', { schema: SubscriptionDetails });
}

export function getSubscriptionDetailsQueryOptions() {
  return queryOptions({ queryKey: ['subscriptions', 'current', 'details'], queryFn: getSubscriptionDetails });
}

export function useSubscriptionDetails(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSubscriptionDetailsQueryOptions(), ...options });
}
