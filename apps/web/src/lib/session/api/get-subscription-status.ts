import { queryOptions, useQuery } from '@tanstack/react-query';
import { HEADERS, SubscriptionStatus } from '@vantage/contracts';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';

const NOT_EXPIRED: SubscriptionStatus = { status: 'NotExpired', isExpired: false };

/**
 * GET /api/subscriptions/current/status: whether the selected subscription has expired.
 * A 404 (no status known for it) counts as not expired.
 */
export async function getSubscriptionStatus(subscriptionKey: string): Promise<SubscriptionStatus> {
  try {
    return await api.get('/api/subscriptions/current/status', {
      schema: SubscriptionStatus,
      headers: { [HEADERS.subscriptionKey]: subscriptionKey },
    });
  } catch (error) {
    if (isApiError(error, 404)) return NOT_EXPIRED;
    throw error;
  }
}

/** Fetched only for an Owner or TeamMember of the selected subscription (spec section 6). */
export function getSubscriptionStatusQueryOptions(subscriptionKey: string | undefined, allowed: boolean) {
  return queryOptions({
    queryKey: ['subscriptions', 'current', 'status', subscriptionKey],
    queryFn: () => getSubscriptionStatus(subscriptionKey!),
    enabled: subscriptionKey !== undefined && allowed,
  });
}

export function useSubscriptionStatusQuery(subscriptionKey: string | undefined, allowed: boolean) {
  return useQuery(getSubscriptionStatusQueryOptions(subscriptionKey, allowed));
}
