import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserAccountListItem } from '@vantage/contracts';
import { api } from '@/lib/api';

/** GET /api/user-accounts: the user's accounts, one per subscription (the subscription list). */
export async function getUserAccounts(): Promise<UserAccountListItem[]> {
  const { items } = await api.getList('/api/user-accounts', { schema: UserAccountListItem });
  return items;
}

export function getUserAccountsQueryOptions() {
  return queryOptions({ queryKey: ['user-accounts'], queryFn: getUserAccounts });
}

export function useUserAccounts(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserAccountsQueryOptions(), ...options });
}
