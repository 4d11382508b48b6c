import type { QueryClient } from '@tanstack/react-query';
import { projectsQueryKeys } from './get-projects';
import type { ProjectPages } from './project-pages';

/**
 * Spec section 4 "Optimistic updates": a change shows in every loaded projects list at
 * once and is undone when the server refuses it.
 */
export type ListSnapshot = Array<[readonly unknown[], ProjectPages | undefined]>;

/**
 * Applies `change` to every cached list after stopping their fetches (so an answer in flight
 * cannot undo it), and answers what they held, for `restoreLists`.
 */
export async function changeLists(
  queryClient: QueryClient,
  change: (data: ProjectPages | undefined) => ProjectPages | undefined,
): Promise<ListSnapshot> {
  await queryClient.cancelQueries({ queryKey: projectsQueryKeys.lists() });
  const snapshot = queryClient.getQueriesData<ProjectPages>({ queryKey: projectsQueryKeys.lists() });
  queryClient.setQueriesData<ProjectPages>({ queryKey: projectsQueryKeys.lists() }, change);
  return snapshot;
}

export function restoreLists(queryClient: QueryClient, snapshot: ListSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
