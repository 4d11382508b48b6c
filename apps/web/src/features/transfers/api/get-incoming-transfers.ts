import { queryOptions, useQuery } from '@tanstack/react-query';
import { IncomingTransfer } from '@vantage/contracts';
import { api } from '@/lib/api';

export const incomingTransfersQueryKeys = {
  all: () => ['ownership-transfers', 'incoming'] as const,
  list: () => ['ownership-transfers', 'incoming', 'list'] as const,
  detail: (id: string) => ['ownership-transfers', 'incoming', 'detail', id] as const,
};

/** Enough for the banner and the panel; nobody gets more pending transfers than this. */
const INCOMING_LIMIT = 100;

/** GET /api/projects/ownership-transfers/incoming: pending transfers addressed to the user. */
export async function getIncomingTransfers(): Promise<IncomingTransfer[]> {
  const { items } = await api.getList('/api/projects/ownership-transfers/incoming', {
    offset: 0,
    limit: INCOMING_LIMIT,
    schema: IncomingTransfer,
  });
  return items;
}

export function getIncomingTransfersQueryOptions() {
  return queryOptions({
    queryKey: incomingTransfersQueryKeys.list(),
    queryFn: getIncomingTransfers,
    // New transfers arrive by mail; look again now and then while the dashboard is open.
    refetchInterval: 60_000,
  });
}

export function useIncomingTransfers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getIncomingTransfersQueryOptions(), enabled });
}
