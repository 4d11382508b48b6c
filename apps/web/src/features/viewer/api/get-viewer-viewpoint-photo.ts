import { queryOptions, skipToken } from '@tanstack/react-query';
import { HEADERS, type PublicViewpointPhoto } from '@vantage/contracts';
import * as photoOperations from '@vantage/contracts/api/viewpoint-photos';
import { queryKeyOf } from '@/lib/api';
import { publicApi } from '@/lib/public-api';

/**
 * GET /api/projects/viewer/{publicationKey}/viewpoints/{viewpointId}/photo with
 * X-Publication-Key: the viewpoint's photograph (the image at the photo's `url`, JPEG without
 * metadata), one answer per version. Nothing is asked without a photo.
 */
export function getViewerViewpointPhotoQueryOptions(
  publicationKey: string,
  viewpointId: number | null,
  photo: PublicViewpointPhoto | null,
) {
  const params = { id: publicationKey, viewpointId: viewpointId ?? 0 };
  return queryOptions({
    queryKey: [...queryKeyOf(photoOperations.getViewerViewpointPhoto, { params }), photo?.version],
    queryFn:
      photo && viewpointId !== null
        ? ({ signal }) =>
            publicApi.call(photoOperations.getViewerViewpointPhoto, {
              params,
              headers: { [HEADERS.publicationKey]: publicationKey },
              signal,
            })
        : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
