import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

/** GET /api/projects/{id}: the project to present. */
export function getProjectQueryOptions(id: number | undefined) {
  const params = { id };
  return queryOptions({
    queryKey: queryKeyOf(operations.getProject, { params }),
    queryFn: ({ signal }) => api.call(operations.getProject, { params, signal }),
    enabled: id !== undefined,
  });
}

export const useProject = (id: number | undefined) => useQuery(getProjectQueryOptions(id));
