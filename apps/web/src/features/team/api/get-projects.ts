import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECT_LIST_MAX_LIMIT, Project } from '@vantage/contracts';
import { api } from '@/lib/api';

export type ProjectChoice = { id: number; name: string };

/**
 * GET /api/projects, for the invite popover's project picker and the invite log's project
 * names: only id and name are kept.
 */
export async function getProjectChoices(): Promise<ProjectChoice[]> {
  const { items } = await api.getList('/api/projects', {
    schema: Project,
    limit: PROJECT_LIST_MAX_LIMIT,
    query: { sort: 'name', direction: 'asc' },
  });
  return items.map(({ id, name }) => ({ id, name }));
}

export function getProjectChoicesQueryOptions() {
  return queryOptions({ queryKey: ['projects', 'choices'], queryFn: getProjectChoices });
}

export function useProjectChoices(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProjectChoicesQueryOptions(), ...options });
}
