import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Project } from '@vantage/contracts';
import type { ListResult } from '@/lib/api-client';
import { projectsQueryKeys } from './get-projects';

/**
 * Optimistic changes to every loaded projects list (spec section 4 "Optimistic updates":
 * deleting or updating a project changes the list at once and restores it on error).
 */
export type ProjectPages = InfiniteData<ListResult<Project>, number>;

export function patchProjectInPages(
  data: ProjectPages | undefined,
  id: number,
  patch: Partial<Project>,
): ProjectPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((project) => (project.id === id ? { ...project, ...patch } : project)),
    })),
  };
}

export function removeProjectFromPages(data: ProjectPages | undefined, id: number): ProjectPages | undefined {
  if (!data) return data;
  const present = data.pages.some((page) => page.items.some((project) => project.id === id));
  if (!present) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      items: page.items.filter((project) => project.id !== id),
      total: Math.max(0, page.total - 1),
    })),
  };
}

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
