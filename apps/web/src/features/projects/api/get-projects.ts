import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { queryKeyOf } from '@/lib/api';
import { listProjects } from '@/lib/projects/api/list-projects';
import { listQueryOf, matchesSearch, PROJECT_PAGE_SIZE, type ProjectListParams } from '../project-list-query';

/** The projects page's list: pages of GET /api/projects loaded while scrolling. */
export function getProjectsQueryOptions(params: ProjectListParams) {
  const query = listQueryOf(params);
  return infiniteQueryOptions({
    queryKey: queryKeyOf(projectsOperations.listProjects, { query }),
    queryFn: ({ pageParam, signal }) =>
      listProjects({ ...query, Offset: pageParam, Limit: PROJECT_PAGE_SIZE }, signal),
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
