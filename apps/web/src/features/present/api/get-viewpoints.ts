import { queryOptions } from '@tanstack/react-query';
import { operations } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

/** All the project's viewpoints, in their order (without a Limit the server answers every one). */
export function getViewpointsQueryOptions(projectId: number | undefined) {
  const params = { projectId };
  return queryOptions({
    queryKey: queryKeyOf(operations.listViewpoints, { params }),
    queryFn: ({ signal }) => api.call(operations.listViewpoints, { params, signal }),
    enabled: projectId !== undefined,
  });
}
