import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ViewpointPhoto } from '@vantage/contracts';
import * as photoOperations from '@vantage/contracts/api/viewpoint-photos';
import { api, queryKeyOf } from '@/lib/api';

/**
 * The viewpoint's photograph as stored (a JPEG without metadata), fetched with the session;
 * one answer per version of the photo (a new upload has a new one). Nothing is asked without
 * a photo. The planner's alignment reads the same key, so the image is fetched once.
 */
export function viewpointPhotoImageQueryOptions(viewpointId: number, photo: ViewpointPhoto | null) {
  const input = { params: { id: viewpointId } };
  return queryOptions({
    queryKey: [...queryKeyOf(photoOperations.getViewpointPhoto, input), photo?.version],
    queryFn: photo
      ? ({ signal }) => api.call(photoOperations.getViewpointPhoto, { ...input, signal })
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Uploads or replaces the photo: the file in the multipart field "file". */
export function uploadViewpointPhoto(viewpointId: number, file: File): Promise<ViewpointPhoto> {
  const body = new FormData();
  body.append('file', file);
  return api.call(photoOperations.uploadViewpointPhoto, { params: { id: viewpointId }, body });
}

export async function removeViewpointPhoto(viewpointId: number): Promise<void> {
  await api.call(photoOperations.deleteViewpointPhoto, { params: { id: viewpointId } });
}
