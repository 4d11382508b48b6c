import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

/** GET /api/projects/ownership-transfers/outgoing/{id}: who a pending transfer goes to. */
export function getOutgoingTransferQueryOptions(id: string) {
  const params = { id };
  return queryOptions({
    queryKey: queryKeyOf(operations.getOutgoingTransfer, { params }),
    queryFn: ({ signal }) => api.call(operations.getOutgoingTransfer, { params, signal }),
  });
}

/** Only Owner and Team member see outgoing transfers (spec section 6). */
export function useOutgoingTransfer(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getOutgoingTransferQueryOptions(id), enabled });
}
