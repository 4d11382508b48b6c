import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ProjectListQuery } from '@vantage/contracts';
import * as projectsOperations from '@vantage/contracts/api/projects';
import * as scenariosOperations from '@vantage/contracts/api/scenarios';
import * as toursOperations from '@vantage/contracts/api/tours';
import * as viewpointsOperations from '@vantage/contracts/api/viewpoints';
import { api, queryKeyOf } from '@/lib/api';

/**
 * GET /api/projects: one page of the original projects the caller sees, with the total
 * (X-Total-Count). The projects page pages through it; pickers ask for one page.
 */
export function listProjects(query: ProjectListQuery, signal?: AbortSignal) {
  return api.call(projectsOperations.listProjects, { query, signal });
}

export function listProjectsQueryOptions(query: ProjectListQuery) {
  return queryOptions({
    queryKey: queryKeyOf(projectsOperations.listProjects, { query }),
    queryFn: ({ signal }) => listProjects(query, signal),
  });
}

/**
 * What a change of projects makes stale: the lists, each project's answer, its revisions and
 * its content lists (activating a revision swaps the content).
 */
export const PROJECT_READS = [
  projectsOperations.listProjects,
  projectsOperations.getProject,
  projectsOperations.listRevisions,
  viewpointsOperations.listViewpoints,
  toursOperations.listTours,
  scenariosOperations.listScenarios,
];

export function invalidateProjects(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    PROJECT_READS.map((operation) => queryClient.invalidateQueries({ queryKey: [operation.id] })),
  );
}
