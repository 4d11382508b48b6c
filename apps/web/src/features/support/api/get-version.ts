import { queryOptions, useQuery } from '@tanstack/react-query';
import * as versionOperations from '@vantage/contracts/api/version';
import { api, queryKeyOf } from '@/lib/api';

/** What runs on the server (GET /api/version), for the Support page. */
export function getVersionQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(versionOperations.getVersion),
    queryFn: () => api.call(versionOperations.getVersion),
    staleTime: 5 * 60_000,
  });
}

export function useVersion() {
  return useQuery({ ...getVersionQueryOptions(), retry: false });
}
