import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CurrentUserAccount, HEADERS } from '@vantage/contracts';
import * as userAccountsOperations from '@vantage/contracts/api/user-accounts';
import { api, queryKeyOf } from '@/lib/api';

/**
 * The user's account in the selected subscription. The key is part of the query key so each
 * subscription has its own entry.
 */
export function getCurrentAccount(subscriptionKey: string): Promise<CurrentUserAccount> {
  return api.call(userAccountsOperations.getCurrentUserAccount, {
    headers: { [HEADERS.subscriptionKey]: subscriptionKey },
  });
}

export function getCurrentAccountQueryOptions(subscriptionKey: string | undefined) {
  return queryOptions({
    queryKey: [...queryKeyOf(userAccountsOperations.getCurrentUserAccount), subscriptionKey],
    queryFn: () => getCurrentAccount(subscriptionKey!),
    enabled: subscriptionKey !== undefined,
  });
}

export function useCurrentAccountQuery(subscriptionKey: string | undefined) {
  return useQuery(getCurrentAccountQueryOptions(subscriptionKey));
}
