import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationByKey } from '@vantage/contracts';
import { api } from '@/lib/api';

/** GET /api/invitations/by-key/{key}: what the invitation link is for, and its state. */
export function getInvitationByKey(key: string): Promise<InvitationByKey> {
  return api.get('/api/invitations/by-key/{key}', { params: { key }, schema: InvitationByKey });
}

export function getInvitationByKeyQueryOptions(key: string | undefined) {
  return queryOptions({
    queryKey: ['invitations', 'by-key', key],
    queryFn: () => getInvitationByKey(key!),
    enabled: Boolean(key),
  });
}

export function useInvitationByKey(key: string | undefined, options: { enabled?: boolean } = {}) {
  const base = getInvitationByKeyQueryOptions(key);
  return useQuery({ ...base, enabled: base.enabled !== false && options.enabled !== false });
}
