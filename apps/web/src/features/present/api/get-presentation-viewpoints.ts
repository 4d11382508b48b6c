import { queryOptions, useQuery } from '@tanstack/react-query';
import { HEADERS } from '@vantage/contracts';
import * as publishingOperations from '@vantage/contracts/api/publishing';
import { queryKeyOf } from '@/lib/api';
import { publicApi } from '@/lib/public-api';

/**
 * The presentation as the public receives it (GET /api/projects/viewer/{publicationKey}): its
 * viewpoints carry the presentation's own ids, which the viewpoints' deep links name.
 */
export function getPresentationViewpointsQueryOptions(publicationKey: string) {
  const params = { id: publicationKey };
  return queryOptions({
    queryKey: queryKeyOf(publishingOperations.getViewerProject, { params }),
    queryFn: ({ signal }) =>
      publicApi.call(publishingOperations.getViewerProject, {
        params,
        headers: { [HEADERS.publicationKey]: publicationKey },
        signal,
      }),
    select: (presentation) => presentation.viewpoints,
  });
}

export const usePresentationViewpoints = (publicationKey: string, enabled: boolean) =>
  useQuery({ ...getPresentationViewpointsQueryOptions(publicationKey), enabled });
