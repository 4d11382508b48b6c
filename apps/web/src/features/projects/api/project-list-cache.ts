import type { Query, QueryClient } from '@tanstack/react-query';
import * as projectsOperations from '@vantage/contracts/api/projects';
import type { ProjectPages } from './project-pages';

/**
 * Spec section 4 "Optimistic updates": a change shows in every loaded projects list at
 * once and is undone when the server refuses it.
 */
export type ListSnapshot = Array<[readonly unknown[], ProjectPages | undefined]>;

/**
 * The projects page's lists: the answers of GET /api/projects held as pages (a picker holds
 * one page of it, and keeps it).
 */
const pageLists = {
  queryKey: [projectsOperations.listProjects.id],
  predicate: (query: Query) => query.state.data === undefined || isPages(query.state.data),
};

function isPages(data: unknown): data is ProjectPages {
  return typeof data === 'object' && data !== null && 'pages' in data;
}

/**
 * Applies `change` to every cached list after stopping their fetches (so an answer in flight
 * cannot undo it), and answers what they held, for `restoreLists`.
 */
export async function changeLists(
  queryClient: QueryClient,
  change: (data: ProjectPages | undefined) => ProjectPages | undefined,
): Promise<ListSnapshot> {
  await queryClient.cancelQueries(pageLists);
  const snapshot = queryClient.getQueriesData<ProjectPages>(pageLists);
  queryClient.setQueriesData<ProjectPages>(pageLists, change);
  return snapshot;
}

export function restoreLists(queryClient: QueryClient, snapshot: ListSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
