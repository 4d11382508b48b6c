import { queryOptions, useQuery } from '@tanstack/react-query';
import * as transfersOperations from '@vantage/contracts/api/transfers';
import { api, queryKeyOf } from '@/lib/api';

/** GET /api/projects/ownership-transfers/incoming/{id}: one transfer addressed to the user. */
export function getIncomingTransferQueryOptions(id: string) {
  const params = { id };
  return queryOptions({
    queryKey: queryKeyOf(transfersOperations.getIncomingTransfer, { params }),
    queryFn: ({ signal }) => api.call(transfersOperations.getIncomingTransfer, { params, signal }),
    retry: false,
  });
}

export function useIncomingTransfer(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getIncomingTransferQueryOptions(id), enabled });
}
