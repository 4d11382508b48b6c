import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionMember } from '@vantage/contracts';
import { api } from '@/lib/api';

/** GET /api/subscriptions/current/members: the team, by role rank (PublicSpectator hidden). */
export async function getMembers(): Promise<SubscriptionMember[]> {
  const { items } = await api.getList('/api/subscriptions/current/members', {
    schema: SubscriptionMember,
    limit: 1000,
  });
  return items;
}

export function getMembersQueryOptions() {
  return queryOptions({ queryKey: ['members'], queryFn: getMembers });
}

export function useMembers(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMembersQueryOptions(), ...options });
}
