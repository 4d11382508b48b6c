import { queryOptions, useQuery } from '@tanstack/react-query';
import { IncomingTransfer } from '@vantage/contracts';
import { api } from '@/lib/api';
import { incomingTransfersQueryKeys } from './get-incoming-transfers';

/** GET /api/projects/ownership-transfers/incoming/{id}: one transfer addressed to the user. */
export function getIncomingTransfer(id: string): Promise<IncomingTransfer> {
  return api.get('/api/projects/ownership-transfers/incoming/{id}', {
    params: { id },
    schema: IncomingTransfer,
  });
}

export function getIncomingTransferQueryOptions(id: string) {
  return queryOptions({
    queryKey: incomingTransfersQueryKeys.detail(id),
    queryFn: () => getIncomingTransfer(id),
    retry: false,
  });
}

export function useIncomingTransfer(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getIncomingTransferQueryOptions(id), enabled });
}
