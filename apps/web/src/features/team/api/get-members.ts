import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionMember } from '@vantage/contracts';
import * as membersOperations from '@vantage/contracts/api/members';
import { api, queryKeyOf } from '@/lib/api';

const query = { Limit: 1000 };

/** The team, by role rank (PublicSpectator hidden). */
export async function getMembers(): Promise<SubscriptionMember[]> {
  const { items } = await api.call(membersOperations.listMembers, { query });
  return items;
}

export function getMembersQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(membersOperations.listMembers, { query }),
    queryFn: getMembers,
  });
}

export function useMembers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMembersQueryOptions(), ...options });
}
