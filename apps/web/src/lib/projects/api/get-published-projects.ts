import { queryOptions, useQuery } from '@tanstack/react-query';
import * as publishingOperations from '@vantage/contracts/api/publishing';
import { api, queryKeyOf } from '@/lib/api';

/** The server's largest page: the list holds at most 3 published presentations per project. */
const PRESENTATIONS_LIMIT = 1000;

/** GET /api/projects/published-projects: the subscription's presentations (X-Total-Count). */
function publishedProjectsQueryOptions(originalProjectId?: number) {
  const query = {
    ...(originalProjectId === undefined ? {} : { originalProjectId }),
    Limit: PRESENTATIONS_LIMIT,
  };
  return queryOptions({
    queryKey: queryKeyOf(publishingOperations.listPresentations, { query }),
    queryFn: async ({ signal }) =>
      (await api.call(publishingOperations.listPresentations, { query, signal })).items,
  });
}

export const getPublishedProjectsQueryOptions = () => publishedProjectsQueryOptions();

export const usePublishedProjects = () => useQuery(getPublishedProjectsQueryOptions());

/** The presentations of one original project: what the limit of 3 is checked against. */
export function getPresentationsOfQueryOptions(originalProjectId: number | undefined) {
  return queryOptions({
    ...publishedProjectsQueryOptions(originalProjectId),
    enabled: originalProjectId !== undefined,
    // The limit must be judged on the current count, not a cached one.
    staleTime: 0,
  });
}

export const usePresentationsOf = (originalProjectId: number | undefined) =>
  useQuery(getPresentationsOfQueryOptions(originalProjectId));
