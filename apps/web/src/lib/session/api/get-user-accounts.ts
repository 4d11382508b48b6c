import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type UserAccountListItem } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

/** The user's accounts, one per subscription (the subscription list). */
export async function getUserAccounts(): Promise<UserAccountListItem[]> {
  const { items } = await api.call(operations.listUserAccounts);
  return items;
}

export function getUserAccountsQueryOptions() {
  return queryOptions({ queryKey: queryKeyOf(operations.listUserAccounts), queryFn: getUserAccounts });
}

export function useUserAccounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserAccountsQueryOptions(), ...options });
}
