import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentUserAccount, HEADERS } from '@vantage/contracts';
import { api } from '@/lib/api';

/**
 * GET /api/user-accounts/current: the user's account in the selected subscription. The key
 * is part of the query key so each subscription has its own entry.
 */
export function getCurrentAccount(subscriptionKey: string): Promise<CurrentUserAccount> {
  return api.get('/api/user-accounts/current', {
    schema: CurrentUserAccount,
    headers: { [HEADERS.subscriptionKey]: subscriptionKey },
  });
}

export function getCurrentAccountQueryOptions(subscriptionKey: string | undefined) {
  return queryOptions({
    queryKey: ['user-accounts', 'current', subscriptionKey],
    queryFn: () => getCurrentAccount(subscriptionKey!),
    enabled: subscriptionKey !== undefined,
  });
}

export function useCurrentAccountQuery(subscriptionKey: string | undefined) {
  return useQuery(getCurrentAccountQueryOptions(subscriptionKey));
}
