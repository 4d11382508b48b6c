import { useQuery } from '@tanstack/react-query';
import type { PlannerObject } from '@vantage/contracts';
import { useMemo } from 'react';
import { useClientConfig } from '@/lib/client-config';
import { isPlannedTurbine } from '@/lib/plan/kinds/registry';
import { objectSpec } from '@/lib/plan/object-specs';
import type { ZtvRequest, ZtvTurbineInput } from '@/lib/terrain/ztv-run';
import { getTerrainModelGridQueryOptions, getTerrainModelQueryOptions } from '../api/terrain-model';
import type { Planner } from './use-planner';

/** What the Terrain tab needs to calculate a ZTV of the active scenario, and what is still loading. */
export type ZtvInputs = {
  scenarioName: string | null;
  turbines: ZtvTurbineInput[];
  /** The tallest tip above its ground, metres; the guidance's radius follows from it. */
  tallestTip: number;
  /** Everything but the radius and the cell size; null while the terrain model is loading. */
  base: Omit<ZtvRequest, 'radius' | 'cellSize'> | null;
};

/** The active scenario's turbines with their hub and tip heights (own, preset's or default). */
export function scenarioTurbines(planner: Pick<Planner, 'objectList' | 'presetList' | 'activeScenario'>) {
  const scenarioId = planner.activeScenario?.id;
  return planner.objectList
    .filter((object) => object.scenarioId === scenarioId && isPlannedTurbine(object) && object.points[0])
    .map((object): ZtvTurbineInput => {
      const spec = objectSpec(object, planner.presetList);
      const hubHeight = spec.kind === 'turbine' ? spec.hubHeight.value : 0;
      const rotor = spec.kind === 'turbine' ? spec.rotorDiameter.value : 0;
      const point = object.points[0] as PlannerObject['points'][number];
      return {
        longitude: point.longitude,
        latitude: point.latitude,
        hubHeight,
        tipHeight: hubHeight + rotor / 2,
      };
    });
}

export function useZtvInputs(planner: Planner): ZtvInputs {
  const config = useClientConfig();
  const model = useQuery(getTerrainModelQueryOptions(planner.projectId));
  const info = model.data ?? null;
  const grid = useQuery({
    ...getTerrainModelGridQueryOptions(planner.projectId, info ?? ({ version: 0 } as never)),
    enabled: info !== null,
  });
  const { objectList, presetList, activeScenario } = planner;
  const turbines = useMemo(
    () => scenarioTurbines({ objectList, presetList, activeScenario }),
    [objectList, presetList, activeScenario],
  );
  const system = planner.project.data?.defaultCoordinateSystem ?? null;
  const tiles = config.data?.terrain ?? null;

  const base = useMemo((): ZtvInputs['base'] => {
    // A model that cannot be read leaves its area to the tiles, and the result says so.
    const modelFailed = model.isError || grid.isError;
    if (!modelFailed && (model.isPending || (info !== null && grid.isPending))) return null;
    return {
      turbines,
      system,
      terrain: {
        tiles,
        model: info && grid.data ? { info, grid: grid.data } : null,
        failedModel: modelFailed ? (info?.fileName ?? "the project's terrain model") : null,
      },
    };
  }, [
    turbines,
    system,
    tiles,
    info,
    model.isPending,
    model.isError,
    grid.data,
    grid.isPending,
    grid.isError,
  ]);

  return {
    scenarioName: activeScenario?.name ?? null,
    turbines,
    tallestTip: Math.max(0, ...turbines.map((turbine) => turbine.tipHeight)),
    base,
  };
}
