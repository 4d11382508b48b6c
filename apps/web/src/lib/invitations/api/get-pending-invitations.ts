import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type PendingInvitation } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

/**
 * The signed-in user's pending invitations, from every subscription (shown on /welcome and
 * /dash/profile), whatever the selected subscription.
 */
export async function getPendingInvitations(): Promise<PendingInvitation[]> {
  const { items } = await api.call(operations.listMyPendingInvitations);
  return items;
}

export function getPendingInvitationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(operations.listMyPendingInvitations),
    queryFn: getPendingInvitations,
  });
}

export function usePendingInvitations() {
  return useQuery(getPendingInvitationsQueryOptions());
}
