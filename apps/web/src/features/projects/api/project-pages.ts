import type { InfiniteData } from '@tanstack/react-query';
import type { Project } from '@vantage/contracts';
import type { ListResult } from '@/lib/api-client';

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
