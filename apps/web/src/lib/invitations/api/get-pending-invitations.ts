import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingInvitation } from '@vantage/contracts';
import * as invitationsOperations from '@vantage/contracts/api/invitations';
import { api, queryKeyOf } from '@/lib/api';

/**
 * The signed-in user's pending invitations, from every subscription (shown on /welcome and
 * /dash/profile), whatever the selected subscription.
 */
export async function getPendingInvitations(): Promise<PendingInvitation[]> {
  const { items } = await api.call(invitationsOperations.listMyPendingInvitations);
  return items;
}

export function getPendingInvitationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(invitationsOperations.listMyPendingInvitations),
    queryFn: getPendingInvitations,
  });
}

export function usePendingInvitations() {
  return useQuery(getPendingInvitationsQueryOptions());
}
