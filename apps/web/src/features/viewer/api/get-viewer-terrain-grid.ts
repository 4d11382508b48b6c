import { queryOptions, skipToken } from '@tanstack/react-query';
import { HEADERS, type TerrainModel } from '@vantage/contracts';
import * as terrainOperations from '@vantage/contracts/api/terrain';
import { queryKeyOf } from '@/lib/api';
import { publicApi } from '@/lib/public-api';
import { geoGridOf } from '@/lib/terrain/terrain-setting';

/**
 * GET /api/projects/viewer/{publicationKey}/terrain-model/grid with X-Publication-Key: the
 * presentation's terrain model grid (ViewerProject `terrainModel`), for the 3D view's ground;
 * one answer per version of the model. Nothing is asked without a model.
 */
export function getViewerTerrainGridQueryOptions(publicationKey: string, model: TerrainModel | null) {
  const params = { id: publicationKey };
  return queryOptions({
    queryKey: [...queryKeyOf(terrainOperations.getViewerTerrainModelGrid, { params }), model?.version],
    queryFn: model
      ? async () => {
          const blob = await publicApi.call(terrainOperations.getViewerTerrainModelGrid, {
            params,
            headers: { [HEADERS.publicationKey]: publicationKey },
          });
          return geoGridOf(model, await blob.arrayBuffer());
        }
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
