import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConstraintFeatureCollection,
  ConstraintLayer,
  ConstraintLayerSummary,
  CreateConstraintLayerRequest,
  UpdateConstraintLayerRequest,
} from '@vantage/contracts';
import { CONSTRAINT_LAYERS_MAX } from '@vantage/contracts';
import * as layerOperations from '@vantage/contracts/api/constraint-layers';
import { useMemo } from 'react';
import { api, queryKeyOf } from '@/lib/api';
import { ifMatch } from './versioned-save';
import { withRecord } from './with-record';

type LayerList = { items: ConstraintLayerSummary[]; total: number };

/** The project's constraint layers without their features; a project has at most 20, one page. */
export function getConstraintLayersQueryOptions(projectId: number) {
  const input = { params: { projectId }, query: { Limit: CONSTRAINT_LAYERS_MAX } };
  return queryOptions({
    queryKey: queryKeyOf(layerOperations.listConstraintLayers, input),
    queryFn: ({ signal }) => api.call(layerOperations.listConstraintLayers, { ...input, signal }),
  });
}

/** One layer with its features; they never change, so a layer is read once. */
export function getConstraintLayerQueryOptions(projectId: number, id: number) {
  const input = { params: { projectId, id } };
  return queryOptions({
    queryKey: queryKeyOf(layerOperations.getConstraintLayer, input),
    queryFn: ({ signal }) => api.call(layerOperations.getConstraintLayer, { ...input, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useConstraintLayerList = (projectId: number) =>
  useQuery(getConstraintLayersQueryOptions(projectId));

/** A layer with its features read from their GeoJSON. */
export type ShownConstraintLayer = ConstraintLayerSummary & { collection: ConstraintFeatureCollection };

/**
 * Every layer of the project with its features, as far as they have loaded. One query reads the
 * layers it does not have yet (each layer's answer is cached by its own key), rather than one
 * query per layer: TanStack's many-queries observer would join every page's first load.
 */
export function useConstraintLayers(projectId: number): ShownConstraintLayer[] {
  const queryClient = useQueryClient();
  const list = useConstraintLayerList(projectId).data?.items ?? NO_LAYERS;
  const ids = list.map((item) => item.id);
  const collections = useQuery({
    queryKey: ['constraintLayerFeatures', projectId, ids],
    queryFn: async () =>
      new Map(
        await Promise.all(
          ids.map(async (id) => {
            const layer = await queryClient.fetchQuery(getConstraintLayerQueryOptions(projectId, id));
            return [id, JSON.parse(layer.geojson) as ConstraintFeatureCollection] as const;
          }),
        ),
      ),
    enabled: ids.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  }).data;
  // The list's name, colour and version are the newest (a rename changes no features). One array
  // while neither changes: what is worked out from the layers (checks, zones) keys on it.
  return useMemo(
    () =>
      list.flatMap((summary) => {
        const collection = collections?.get(summary.id);
        return collection ? [{ ...summary, collection }] : [];
      }),
    [list, collections],
  );
}

const NO_LAYERS: ConstraintLayerSummary[] = [];

/** The layer calls of the planner; each writes its answer into the list the planner reads. */
export function constraintLayerCalls(projectId: number, queryClient: QueryClient) {
  const key = getConstraintLayersQueryOptions(projectId).queryKey;
  const write = (update: (items: ConstraintLayerSummary[]) => ConstraintLayerSummary[]) =>
    queryClient.setQueryData<LayerList>(key, (list) => {
      const items = update(list?.items ?? []);
      return { items, total: items.length };
    });
  return {
    async create(body: CreateConstraintLayerRequest): Promise<ConstraintLayer> {
      const layer = await api.call(layerOperations.createConstraintLayer, { params: { projectId }, body });
      queryClient.setQueryData(getConstraintLayerQueryOptions(projectId, layer.id).queryKey, layer);
      const { geojson: _geojson, ...summary } = layer;
      write((items) => withRecord(items, summary));
      return layer;
    },
    async update(layer: ConstraintLayerSummary, body: UpdateConstraintLayerRequest) {
      const saved = await api.call(layerOperations.updateConstraintLayer, {
        params: { projectId, id: layer.id },
        body,
        headers: ifMatch(layer.version),
      });
      write((items) => items.map((item) => (item.id === saved.id ? saved : item)));
      return saved;
    },
    async remove(id: number): Promise<void> {
      await api.call(layerOperations.deleteConstraintLayer, { params: { projectId, id } });
      write((items) => items.filter((item) => item.id !== id));
    },
  };
}
