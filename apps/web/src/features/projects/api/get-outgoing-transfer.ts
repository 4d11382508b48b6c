import { queryOptions, useQuery } from '@tanstack/react-query';
import * as transfersOperations from '@vantage/contracts/api/transfers';
import { api, queryKeyOf } from '@/lib/api';

/** GET /api/projects/ownership-transfers/outgoing/{id}: who a pending transfer goes to. */
export function getOutgoingTransferQueryOptions(id: string) {
  const params = { id };
  return queryOptions({
    queryKey: queryKeyOf(transfersOperations.getOutgoingTransfer, { params }),
    queryFn: ({ signal }) => api.call(transfersOperations.getOutgoingTransfer, { params, signal }),
  });
}

/** Only Owner and Team member see outgoing transfers (spec section 6). */
export function useOutgoingTransfer(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getOutgoingTransferQueryOptions(id), enabled });
}
