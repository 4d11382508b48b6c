import { queryOptions, useQuery } from '@tanstack/react-query';
import * as transfersOperations from '@vantage/contracts/api/transfers';
import { api, queryKeyOf } from '@/lib/api';

/** Enough for the banner and the panel; nobody gets more pending transfers than this. */
const INCOMING_LIMIT = 100;

/** GET /api/projects/ownership-transfers/incoming: pending transfers addressed to the user. */
export function getIncomingTransfersQueryOptions() {
  const query = { Offset: 0, Limit: INCOMING_LIMIT };
  return queryOptions({
    queryKey: queryKeyOf(transfersOperations.listIncomingTransfers, { query }),
    queryFn: async ({ signal }) =>
      (await api.call(transfersOperations.listIncomingTransfers, { query, signal })).items,
    // New transfers arrive by mail; look again now and then while the dashboard is open.
    refetchInterval: 60_000,
  });
}

export function useIncomingTransfers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getIncomingTransfersQueryOptions(), enabled });
}
