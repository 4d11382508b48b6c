import { queryOptions, useQuery } from '@tanstack/react-query';
import { Scenario, Tour, Viewpoint } from '@vantage/contracts';
import { api } from '@/lib/api';

/**
 * The viewpoints, tours and scenarios of the project to present, each its own call:
 * GET /api/projects/{projectId}/viewpoints, /tours and /scenarios (X-Total-Count; without a
 * Limit the server answers all of them, in their order).
 */
export async function getProjectContent(projectId: number | undefined) {
  const params = { projectId };
  const [viewpoints, tours, scenarios] = await Promise.all([
    api.getList('/api/projects/{projectId}/viewpoints', { params, schema: Viewpoint }),
    api.getList('/api/projects/{projectId}/tours', { params, schema: Tour }),
    api.getList('/api/projects/{projectId}/scenarios', { params, schema: Scenario }),
  ]);
  return { viewpoints: viewpoints.items, tours: tours.items, scenarios: scenarios.items };
}

export type ProjectContent = Awaited<ReturnType<typeof getProjectContent>>;

export function getProjectContentQueryOptions(projectId: number | undefined) {
  return queryOptions({
    queryKey: ['projects', 'detail', projectId, 'present-content'],
    queryFn: () => getProjectContent(projectId),
    enabled: projectId !== undefined,
  });
}

export const useProjectContent = (projectId: number | undefined) =>
  useQuery(getProjectContentQueryOptions(projectId));
