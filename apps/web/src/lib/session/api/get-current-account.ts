import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CurrentUserAccount, HEADERS, operations } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

/**
 * The user's account in the selected subscription. The key is part of the query key so each
 * subscription has its own entry.
 */
export function getCurrentAccount(subscriptionKey: string): Promise<CurrentUserAccount> {
  return api.call(operations.getCurrentUserAccount, {
    headers: { [HEADERS.subscriptionKey]: subscriptionKey },
  });
}

export function getCurrentAccountQueryOptions(subscriptionKey: string | undefined) {
  return queryOptions({
    queryKey: [...queryKeyOf(operations.getCurrentUserAccount), subscriptionKey],
    queryFn: () => getCurrentAccount(subscriptionKey!),
    enabled: subscriptionKey !== undefined,
  });
}

export function useCurrentAccountQuery(subscriptionKey: string | undefined) {
  return useQuery(getCurrentAccountQueryOptions(subscriptionKey));
}
