import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationByKey } from '@vantage/contracts';
import * as invitationsOperations from '@vantage/contracts/api/invitations';
import { api, queryKeyOf } from '@/lib/api';

/** What the invitation link is for, and its state. */
export function getInvitationByKey(key: string): Promise<InvitationByKey> {
  return api.call(invitationsOperations.getInvitationByKey, { params: { key } });
}

export function getInvitationByKeyQueryOptions(key: string | undefined) {
  return queryOptions({
    queryKey: queryKeyOf(invitationsOperations.getInvitationByKey, { params: { key } }),
    queryFn: () => getInvitationByKey(key!),
    enabled: Boolean(key),
  });
}

export function useInvitationByKey(key: string | undefined, options: { enabled?: boolean } = {}) {
  const base = getInvitationByKeyQueryOptions(key);
  return useQuery({ ...base, enabled: base.enabled !== false && options.enabled !== false });
}
