import { queryOptions } from '@tanstack/react-query';
import { operations } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

/** All the project's tours, in their order (without a Limit the server answers every one). */
export function getToursQueryOptions(projectId: number | undefined) {
  const params = { projectId };
  return queryOptions({
    queryKey: queryKeyOf(operations.listTours, { params }),
    queryFn: ({ signal }) => api.call(operations.listTours, { params, signal }),
    enabled: projectId !== undefined,
  });
}
