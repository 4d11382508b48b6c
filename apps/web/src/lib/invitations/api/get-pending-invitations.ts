import { queryOptions, useQuery } from '@tanstack/react-query';
import { PendingInvitation } from '@vantage/contracts';
import { api } from '@/lib/api';

/**
 * GET /api/invitations/pending: the signed-in user's pending invitations, from every
 * subscription (shown on /welcome and /dash/profile), whatever the selected
 * subscription.
 */
export async function getPendingInvitations(): Promise<PendingInvitation[]> {
  const { items } = await api.getList('/api/invitations/pending', { schema: PendingInvitation });
  return items;
}

export function getPendingInvitationsQueryOptions() {
  return queryOptions({ queryKey: ['invitations', 'pending'], queryFn: getPendingInvitations });
}

export function usePendingInvitations() {
  return useQuery(getPendingInvitationsQueryOptions());
}
