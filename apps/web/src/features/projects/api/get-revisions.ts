import { queryOptions, useQuery } from '@tanstack/react-query';
import * as projectsOperations from '@vantage/contracts/api/projects';
import { api, queryKeyOf } from '@/lib/api';

/** Enough for any revision limit a plan has; the list says when there are more. */
export const REVISIONS_PAGE_SIZE = 100;

/** The project's revisions, newest first, with authors (one page of REVISIONS_PAGE_SIZE). */
export function getRevisionsQueryOptions(projectId: number) {
  const query = { projectId, Offset: 0, Limit: REVISIONS_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeyOf(projectsOperations.listRevisions, { query }),
    queryFn: ({ signal }) => api.call(projectsOperations.listRevisions, { query, signal }),
  });
}

export function useRevisions(projectId: number) {
  return useQuery(getRevisionsQueryOptions(projectId));
}
