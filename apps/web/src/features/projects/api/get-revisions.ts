import { queryOptions, useQuery } from '@tanstack/react-query';
import { Revision } from '@vantage/contracts';
import { api } from '@/lib/api';
import type { ListResult } from '@/lib/api-client';

/** Enough for any revision limit a plan has; the list says when there are more. */
export const REVISIONS_PAGE_SIZE = 100;

export const revisionsQueryKeys = {
  // Under ['projects'], so the hub's project events and project mutations refresh it too.
  of: (projectId: number) => ['projects', 'revisions', projectId] as const,
};

/** GET /api/projects/revisions?projectId=: the project's revisions, newest first, with authors. */
export function getRevisions(projectId: number, signal?: AbortSignal): Promise<ListResult<Revision>> {
  return api.getList('/api/projects/revisions', {
    offset: 0,
    limit: REVISIONS_PAGE_SIZE,
    query: { projectId },
    schema: Revision,
    signal,
  });
}

export function getRevisionsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: revisionsQueryKeys.of(projectId),
    queryFn: ({ signal }) => getRevisions(projectId, signal),
  });
}

export function useRevisions(projectId: number) {
  return useQuery(getRevisionsQueryOptions(projectId));
}
