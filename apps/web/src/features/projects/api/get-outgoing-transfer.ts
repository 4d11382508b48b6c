import { queryOptions, useQuery } from '@tanstack/react-query';
import { OutgoingTransfer } from '@vantage/contracts';
import { api } from '@/lib/api';

/** GET /api/projects/ownership-transfers/outgoing/{id}: who a pending transfer goes to. */
export function getOutgoingTransfer(id: string): Promise<OutgoingTransfer> {
  return api.get('/api/projects/ownership-transfers/outgoing/{id}', {
    params: { id },
    schema: OutgoingTransfer,
  });
}

export function getOutgoingTransferQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['ownership-transfers', 'outgoing', id],
    queryFn: () => getOutgoingTransfer(id),
  });
}

/** Only Owner and Team member see outgoing transfers (spec section 6). */
export function useOutgoingTransfer(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getOutgoingTransferQueryOptions(id), enabled });
}
