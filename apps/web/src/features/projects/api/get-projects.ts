import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Project } from '@vantage/contracts';
import { api } from '@/lib/api';
import type { ListResult } from '@/lib/api-client';
import {
  listQueryOf,
  matchesSearch,
  normalizeListParams,
  PROJECT_PAGE_SIZE,
  type ProjectListParams,
} from '../project-list-query';

export const projectsQueryKeys = {
  all: () => ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', normalizeListParams(params)] as const,
};

/** GET /api/projects: one page of the original projects the caller sees (X-Total-Count). */
export function getProjects(
  params: ProjectListParams,
  offset: number,
  signal?: AbortSignal,
): Promise<ListResult<Project>> {
  return api.getList('/api/projects', {
    offset,
    limit: PROJECT_PAGE_SIZE,
    query: listQueryOf(params),
    schema: Project,
    signal,
  });
}

export function getProjectsQueryOptions(params: ProjectListParams) {
  return infiniteQueryOptions({
    queryKey: projectsQueryKeys.list(params),
    queryFn: ({ pageParam, signal }) => getProjects(params, pageParam, signal),
    initialPageParam: 0,
    // The next page starts after what is loaded (not page number x size), so an optimistic
    // removal does not make the next page skip a project.
    getNextPageParam: (lastPage, allPages) => {
      const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
}

/**
 * The projects page's list: pages loaded while scrolling. While a new search or sort is
 * on its way the previous list stays, narrowed at once to the projects that match the new
 * search, so typing feels instant (spec: 10,000 projects must stay usable).
 */
export function useProjects(params: ProjectListParams) {
  return useInfiniteQuery({
    ...getProjectsQueryOptions(params),
    placeholderData: (previous) => {
      const kept = keepPreviousData(previous);
      if (!kept) return kept;
      return {
        ...kept,
        pages: kept.pages.map((page) => ({
          ...page,
          items: page.items.filter((project) => matchesSearch(project.name, params.search)),
        })),
      };
    },
  });
}
