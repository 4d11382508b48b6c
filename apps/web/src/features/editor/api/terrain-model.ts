import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { TerrainModel } from '@vantage/contracts';
import * as terrainOperations from '@vantage/contracts/api/terrain';
import { api, queryKeyOf } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import type { GeoGrid } from '@/lib/terrain/height-grid';
import { geoGridOf } from '@/lib/terrain/terrain-setting';

/** The project's terrain model, or null when it has none (the server answers 404). */
export function getTerrainModelQueryOptions(projectId: number) {
  const input = { params: { projectId } };
  return queryOptions({
    queryKey: queryKeyOf(terrainOperations.getTerrainModel, input),
    queryFn: async ({ signal }): Promise<TerrainModel | null> => {
      try {
        return await api.call(terrainOperations.getTerrainModel, { ...input, signal });
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
  });
}

/**
 * The model's heights as a grid (little-endian float32, as every browser's typed arrays are),
 * one answer per version: a new upload has a new version, so the grid is asked for again.
 */
export function getTerrainModelGridQueryOptions(projectId: number, model: TerrainModel) {
  const input = { params: { projectId } };
  return queryOptions({
    queryKey: [...queryKeyOf(terrainOperations.getTerrainModelGrid, input), model.version],
    queryFn: async ({ signal }): Promise<GeoGrid> => {
      const blob = await api.call(terrainOperations.getTerrainModelGrid, { ...input, signal });
      return geoGridOf(model, await blob.arrayBuffer());
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Uploads (or replaces) the model: a GeoTIFF in the multipart field "file". */
export async function uploadTerrainModel(projectId: number, file: File, queryClient: QueryClient) {
  const body = new FormData();
  body.append('file', file);
  const model = await api.call(terrainOperations.uploadTerrainModel, { params: { projectId }, body });
  queryClient.setQueryData(getTerrainModelQueryOptions(projectId).queryKey, model);
  return model;
}

export async function removeTerrainModel(projectId: number, queryClient: QueryClient) {
  await api.call(terrainOperations.deleteTerrainModel, { params: { projectId } });
  queryClient.setQueryData(getTerrainModelQueryOptions(projectId).queryKey, null);
}
