import { queryOptions, useQuery } from '@tanstack/react-query';
import { Project } from '@vantage/contracts';
import { api } from '@/lib/api';

/** GET /api/projects/{id}: the project to present. */
export function getProject(id: number | undefined): Promise<Project> {
  return api.get('/api/projects/{id}', { params: { id }, schema: Project });
}

export function getProjectQueryOptions(id: number | undefined) {
  return queryOptions({
    queryKey: ['projects', 'detail', id],
    queryFn: () => getProject(id),
    enabled: id !== undefined,
  });
}

export const useProject = (id: number | undefined) => useQuery(getProjectQueryOptions(id));
