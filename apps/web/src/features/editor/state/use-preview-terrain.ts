import { skipToken, useQuery } from '@tanstack/react-query';
import { useClientConfig } from '@/lib/client-config';
import type { TerrainSetting } from '@/lib/scene/ground-layer';
import { useTerrainSetting } from '@/lib/terrain/terrain-setting';
import { getTerrainModelGridQueryOptions, getTerrainModelQueryOptions } from '../api/terrain-model';

/**
 * The ground the 3D preview stands on, as the public view will: the operator's terrain tiles
 * (client config) and the project's own terrain model with its grid. Null while they load; a
 * model that cannot be read counts as none, a grid that cannot be read as a failed source.
 */
export function usePreviewTerrain(projectId: number): TerrainSetting | null {
  const config = useClientConfig();
  const terrainModel = useQuery(getTerrainModelQueryOptions(projectId));
  const model = terrainModel.isError ? null : terrainModel.data;
  const grid = useQuery(
    model
      ? getTerrainModelGridQueryOptions(projectId, model)
      : { queryKey: ['terrain-model-grid', projectId, null], queryFn: skipToken },
  );
  return useTerrainSetting(config.data?.terrain ?? null, config.isPending ? undefined : model, grid);
}
