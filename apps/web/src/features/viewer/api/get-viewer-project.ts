import { queryOptions, useQuery } from '@tanstack/react-query';
import { HEADERS, ViewerProject } from '@vantage/contracts';
import { isApiError } from '@/lib/api-error';
import { publicApi } from '@/lib/public-api';

/**
 * GET /api/projects/viewer/{publicationKey} with X-Publication-Key and no bearer token: the
 * public presentation (spec section 6 "Credentials": a project publication key header).
 */
export function getViewerProject(publicationKey: string | undefined): Promise<ViewerProject> {
  return publicApi.get('/api/projects/viewer/{id}', {
    params: { id: publicationKey },
    headers: publicationKey ? { [HEADERS.publicationKey]: publicationKey } : {},
    schema: ViewerProject,
  });
}

export function getViewerProjectQueryOptions(publicationKey: string | undefined) {
  return queryOptions({
    queryKey: ['viewer', publicationKey],
    queryFn: () => getViewerProject(publicationKey),
    enabled: Boolean(publicationKey),
    // An unknown or withdrawn key stays so; other failures may pass.
    retry: (failureCount, error) => !isApiError(error, 404) && failureCount < 2,
  });
}

export const useViewerProject = (publicationKey: string | undefined) =>
  useQuery(getViewerProjectQueryOptions(publicationKey));
