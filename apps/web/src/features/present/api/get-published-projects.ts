import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublishedProject } from '@vantage/contracts';
import { api } from '@/lib/api';

/** The server's largest page: the list holds at most 3 published presentations per project. */
const PRESENTATIONS_LIMIT = 1000;

export const publishedProjectsQueryKeys = {
  all: () => ['published-projects'] as const,
  list: () => ['published-projects', 'list'] as const,
  ofOriginal: (originalProjectId: number | undefined) =>
    ['published-projects', 'of-original', originalProjectId] as const,
};

/** GET /api/projects/published-projects: the subscription's presentations (X-Total-Count). */
export async function getPublishedProjects(
  options: { originalProjectId?: number; signal?: AbortSignal } = {},
): Promise<PublishedProject[]> {
  const { items } = await api.getList('/api/projects/published-projects', {
    limit: PRESENTATIONS_LIMIT,
    query: options.originalProjectId === undefined ? {} : { originalProjectId: options.originalProjectId },
    schema: PublishedProject,
    signal: options.signal,
  });
  return items;
}

export function getPublishedProjectsQueryOptions() {
  return queryOptions({
    queryKey: publishedProjectsQueryKeys.list(),
    queryFn: ({ signal }) => getPublishedProjects({ signal }),
  });
}

export const usePublishedProjects = () => useQuery(getPublishedProjectsQueryOptions());

/** The presentations of one original project: what the limit of 3 is checked against. */
export function getPresentationsOfQueryOptions(originalProjectId: number | undefined) {
  return queryOptions({
    queryKey: publishedProjectsQueryKeys.ofOriginal(originalProjectId),
    queryFn: ({ signal }) => getPublishedProjects({ originalProjectId, signal }),
    enabled: originalProjectId !== undefined,
    // The limit must be judged on the current count, not a cached one.
    staleTime: 0,
  });
}

export const usePresentationsOf = (originalProjectId: number | undefined) =>
  useQuery(getPresentationsOfQueryOptions(originalProjectId));
