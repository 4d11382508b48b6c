import { queryOptions, useQuery } from '@tanstack/react-query';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { api, queryKeyOf } from '@/lib/api';

/** GET /api/projects/{id}: the project to present. */
export function getProjectQueryOptions(id: number | undefined) {
  const params = { id };
  return queryOptions({
    queryKey: queryKeyOf(projectsOperations.getProject, { params }),
    queryFn: ({ signal }) => api.call(projectsOperations.getProject, { params, signal }),
    enabled: id !== undefined,
  });
}

export const useProject = (id: number | undefined) => useQuery(getProjectQueryOptions(id));
