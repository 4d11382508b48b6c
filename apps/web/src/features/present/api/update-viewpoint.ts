import type { QueryClient } from '@tanstack/react-query';
import type { UpdateViewpointRequest } from '@vantage/contracts';
import * as viewpointsOperations from '@vantage/contracts/api/viewpoints';
import { api } from '@/lib/api';
import { getViewpointsQueryOptions } from './get-viewpoints';

/**
 * Changes one of the project's viewpoints from the Present screen (the photo's camera as its
 * position, direction and field of view), then reads the project's viewpoints again.
 */
export async function updateViewpoint(
  projectId: number,
  viewpointId: number,
  body: UpdateViewpointRequest,
  queryClient: QueryClient,
) {
  const saved = await api.call(viewpointsOperations.updateViewpoint, { params: { id: viewpointId }, body });
  await refreshViewpoints(projectId, queryClient);
  return saved;
}

/** The project's viewpoints again, e.g. after a photo was uploaded or removed. */
export function refreshViewpoints(projectId: number, queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: getViewpointsQueryOptions(projectId).queryKey });
}
