import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationLogItem } from '@vantage/contracts';
import * as invitationsOperations from '@vantage/contracts/api/invitations';
import { api, queryKeyOf } from '@/lib/api';

const query = { Limit: 1000 };

/** The invite log of the selected subscription, newest first. */
export async function getInvitationLog(): Promise<InvitationLogItem[]> {
  const { items } = await api.call(invitationsOperations.listInvitations, { query });
  return items;
}

export function getInvitationLogQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(invitationsOperations.listInvitations, { query }),
    queryFn: getInvitationLog,
  });
}

export function useInvitationLog(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getInvitationLogQueryOptions(), ...options });
}
