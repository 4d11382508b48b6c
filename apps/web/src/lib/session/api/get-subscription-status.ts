import { queryOptions, useQuery } from '@tanstack/react-query';
import { HEADERS, type SubscriptionStatus } from '@vantage/contracts';
import * as subscriptionsOperations from '@vantage/contracts/api/subscriptions';
import { api, queryKeyOf } from '@/lib/api';
import { isApiError } from '@/lib/api-error';

const NOT_EXPIRED: SubscriptionStatus = { status: 'NotExpired', isExpired: false };

/**
 * Whether the selected subscription has expired.
 * A 404 (no status known for it) counts as not expired.
 */
export async function getSubscriptionStatus(subscriptionKey: string): Promise<SubscriptionStatus> {
  try {
    return await api.call(subscriptionsOperations.getCurrentSubscriptionStatus, {
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
    queryKey: [...queryKeyOf(subscriptionsOperations.getCurrentSubscriptionStatus), subscriptionKey],
    queryFn: () => getSubscriptionStatus(subscriptionKey!),
    enabled: subscriptionKey !== undefined && allowed,
  });
}

export function useSubscriptionStatusQuery(subscriptionKey: string | undefined, allowed: boolean) {
  return useQuery(getSubscriptionStatusQueryOptions(subscriptionKey, allowed));
}
