import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import * as mapLayerOperations from '@vantage/contracts/api/map-layers';
import type { CreateMapLayerRequest, MapLayer, UpdateMapLayerRequest } from '@vantage/contracts/map-layers';
import { api, queryKeyOf } from '@/lib/api';
import { ifMatch } from './versioned-save';

/** The subscription's map layers (at most 20, one page), by order. */
export function getMapLayersQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(mapLayerOperations.listMapLayers),
    queryFn: ({ signal }) => api.call(mapLayerOperations.listMapLayers, { signal }),
  });
}

export const useMapLayers = (): MapLayer[] => useQuery(getMapLayersQueryOptions()).data?.items ?? [];

/** One tile of a layer through the server, with the session's credentials (for the map's protocol). */
export async function fetchMapLayerTile(
  id: number,
  tile: { z: string; x: string; y: string },
  signal: AbortSignal,
): Promise<ArrayBuffer> {
  const blob = await api.call(mapLayerOperations.getMapLayerTile, { params: { id, ...tile }, signal });
  return blob.arrayBuffer();
}

/** The layer calls of the planner; each refreshes the list the planner reads. */
export function mapLayerCalls(queryClient: QueryClient) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: getMapLayersQueryOptions().queryKey });
  return {
    async create(body: CreateMapLayerRequest): Promise<MapLayer> {
      const layer = await api.call(mapLayerOperations.createMapLayer, { body });
      await refresh();
      return layer;
    },
    async update(layer: MapLayer, body: UpdateMapLayerRequest): Promise<MapLayer> {
      const saved = await api.call(mapLayerOperations.updateMapLayer, {
        params: { id: layer.id },
        body,
        headers: ifMatch(layer.version),
      });
      await refresh();
      return saved;
    },
    async remove(id: number): Promise<void> {
      await api.call(mapLayerOperations.deleteMapLayer, { params: { id } });
      await refresh();
    },
    /** For a refused change (a 412 among them): the list is read again, and the error passed on. */
    async refreshAfter(error: unknown): Promise<never> {
      await refresh();
      throw error;
    },
  };
}
