import { queryOptions } from '@tanstack/react-query';
import * as viewpointsOperations from '@vantage/contracts/api/viewpoints';
import { api, queryKeyOf } from '@/lib/api';

/** All the project's viewpoints, in their order (without a Limit the server answers every one). */
export function getViewpointsQueryOptions(projectId: number | undefined) {
  const params = { projectId };
  return queryOptions({
    queryKey: queryKeyOf(viewpointsOperations.listViewpoints, { params }),
    queryFn: ({ signal }) => api.call(viewpointsOperations.listViewpoints, { params, signal }),
    enabled: projectId !== undefined,
  });
}
