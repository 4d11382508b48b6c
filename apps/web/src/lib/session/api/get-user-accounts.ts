import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAccountListItem } from '@vantage/contracts';
import * as userAccountsOperations from '@vantage/contracts/api/user-accounts';
import { api, queryKeyOf } from '@/lib/api';

/** The user's accounts, one per subscription (the subscription list). */
export async function getUserAccounts(): Promise<UserAccountListItem[]> {
  const { items } = await api.call(userAccountsOperations.listUserAccounts);
  return items;
}

export function getUserAccountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(userAccountsOperations.listUserAccounts),
    queryFn: getUserAccounts,
  });
}

export function useUserAccounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserAccountsQueryOptions(), ...options });
}
