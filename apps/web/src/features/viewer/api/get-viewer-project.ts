import { queryOptions, useQuery } from '@tanstack/react-query';
import { HEADERS } from '@vantage/contracts';
import * as publishingOperations from '@vantage/contracts/api/publishing';
import { queryKeyOf } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { publicApi } from '@/lib/public-api';

/**
 * GET /api/projects/viewer/{publicationKey} with X-Publication-Key and no bearer token: the
 * public presentation (spec section 6 "Credentials": a project publication key header).
 */
export function getViewerProjectQueryOptions(publicationKey: string | undefined) {
  const params = { id: publicationKey };
  return queryOptions({
    queryKey: queryKeyOf(publishingOperations.getViewerProject, { params }),
    // No abort signal: the entry may have asked already, and its answer is taken only
    // by a request that cannot be aborted (early-fetch.ts).
    queryFn: () =>
      publicApi.call(publishingOperations.getViewerProject, {
        params,
        headers: publicationKey ? { [HEADERS.publicationKey]: publicationKey } : {},
      }),
    enabled: Boolean(publicationKey),
    // An unknown or withdrawn key stays so; other failures may pass.
    retry: (failureCount, error) => !isApiError(error, 404) && failureCount < 2,
  });
}

export const useViewerProject = (publicationKey: string | undefined) =>
  useQuery(getViewerProjectQueryOptions(publicationKey));
