import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import type { PhotoAlignment, Viewpoint, ViewpointPhoto } from '@vantage/contracts';
import * as photoOperations from '@vantage/contracts/api/viewpoint-photos';
import { api, queryKeyOf } from '@/lib/api';
import { getViewpointsQueryOptions } from './get-viewpoints';

/**
 * The viewpoint's photograph as stored (JPEG), for the 3D preview's alignment; one answer per
 * version of the photo (a new upload has a new one). Nothing is asked without a photo.
 */
export function getViewpointPhotoQueryOptions(viewpointId: number, photo: ViewpointPhoto | null) {
  const input = { params: { id: viewpointId } };
  return queryOptions({
    queryKey: [...queryKeyOf(photoOperations.getViewpointPhoto, input), photo?.version],
    queryFn: photo
      ? ({ signal }) => api.call(photoOperations.getViewpointPhoto, { ...input, signal })
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Saves how the photo lies in the view (PUT .../photo/alignment); the answer becomes the
 * viewpoint's `photo` in the list the planner reads.
 */
export async function saveViewpointPhotoAlignment(
  projectId: number,
  viewpointId: number,
  alignment: PhotoAlignment,
  queryClient: QueryClient,
): Promise<ViewpointPhoto> {
  const photo = await api.call(photoOperations.updateViewpointPhotoAlignment, {
    params: { id: viewpointId },
    body: alignment,
  });
  const key = getViewpointsQueryOptions(projectId).queryKey;
  queryClient.setQueryData<{ items: Viewpoint[]; total: number }>(key, (list) =>
    list ? { ...list, items: list.items.map((v) => (v.id === viewpointId ? { ...v, photo } : v)) } : list,
  );
  return photo;
}
