import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { operations, type ProjectListQuery } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

/**
 * GET /api/projects: one page of the original projects the caller sees, with the total
 * (X-Total-Count). The projects page pages through it; pickers ask for one page.
 */
export function listProjects(query: ProjectListQuery, signal?: AbortSignal) {
  return api.call(operations.listProjects, { query, signal });
}

export function listProjectsQueryOptions(query: ProjectListQuery) {
  return queryOptions({
    queryKey: queryKeyOf(operations.listProjects, { query }),
    queryFn: ({ signal }) => listProjects(query, signal),
  });
}

/**
 * What a change of projects makes stale: the lists, each project's answer, its revisions and
 * its content lists (activating a revision swaps the content).
 */
export const PROJECT_READS = [
  operations.listProjects,
  operations.getProject,
  operations.listRevisions,
  operations.listViewpoints,
  operations.listTours,
  operations.listScenarios,
];

export function invalidateProjects(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    PROJECT_READS.map((operation) => queryClient.invalidateQueries({ queryKey: [operation.id] })),
  );
}
