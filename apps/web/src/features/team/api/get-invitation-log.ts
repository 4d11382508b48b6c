import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationLogItem } from '@vantage/contracts';
import { api } from '@/lib/api';

/** GET /api/invitations: the invite log of the selected subscription, newest first. */
export async function getInvitationLog(): Promise<InvitationLogItem[]> {
  const { items } = await api.getList('/api/invitations', { schema: InvitationLogItem, limit: 1000 });
  return items;
}

export function getInvitationLogQueryOptions() {
  return queryOptions({ queryKey: ['invitations', 'log'], queryFn: getInvitationLog });
}

export function useInvitationLog(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getInvitationLogQueryOptions(), ...options });
}
