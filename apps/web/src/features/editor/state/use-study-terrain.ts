import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StudyTerrain } from '@/lib/terrain/study-terrain';
import { getTerrainModelGridQueryOptions, getTerrainModelQueryOptions } from '../api/terrain-model';

/**
 * The project's terrain model for the noise and shadow-flicker studies, as the ZTV loads it:
 * undefined while loading or when it cannot be read (a study on flat ground would then disagree
 * with the API's on the model: `failed` says so and the study waits), null when there is none.
 */
export type StudyTerrainState = { terrain: StudyTerrain | null | undefined; failed: boolean };

export function useStudyTerrain(projectId: number): StudyTerrainState {
  const model = useQuery(getTerrainModelQueryOptions(projectId));
  const info = model.data ?? null;
  const grid = useQuery({
    ...getTerrainModelGridQueryOptions(projectId, info ?? ({ version: 0 } as never)),
    enabled: info !== null,
  });
  const failed = model.isError || grid.isError;
  const loading = !failed && (model.isPending || (info !== null && grid.isPending));
  const terrain = useMemo(
    () => (info && grid.data ? { fileName: info.fileName, version: info.version, grid: grid.data } : null),
    [info, grid.data],
  );
  return { terrain: loading || failed ? undefined : terrain, failed };
}
