import {
  type NoiseSettingsValues,
  PLANNER_OBJECT_KINDS,
  type PlannerObject,
  plannerDataOf,
  soundModesOf,
} from '@vantage/contracts';
import type { NoiseStudyReceptor, NoiseStudyTurbine } from '@vantage/contracts/studies/noise-study';
import { useMemo } from 'react';
import type { NoiseRequest } from '@/lib/noise/noise-run';
import { objectSpec } from '@/lib/plan/object-specs';
import type { StudyTerrain } from '@/lib/terrain/study-terrain';
import type { Planner } from './use-planner';

/** The noise map's defaults: 10 m cells (fine enough to place a 5 dB isophone band between houses), 1.5 km around each turbine. */
export const NOISE_MAP_CELL_SIZE = 10;
export const NOISE_MAP_RADIUS = 1500;

type PlanParts = Pick<Planner, 'objectList' | 'presetList' | 'activeScenario'>;

/**
 * The noise study's inputs from the plan, read as the server reads them (modules/noise/inputs.ts):
 * the active scenario's wind turbines and the project's existing turbines, with their hub height
 * and the operating modes of their own data or their preset; every receptor of the project. The
 * ground heights are 0 m here; the worker puts them on the project's terrain model as the API
 * does (noiseStudyOnGround), so the screen and the API give the same numbers.
 */
export function noiseStudyParts(planner: PlanParts): {
  turbines: NoiseStudyTurbine[];
  receptors: NoiseStudyReceptor[];
} {
  const scenarioId = planner.activeScenario?.id;
  const { turbine, existingTurbine, receptor } = PLANNER_OBJECT_KINDS;
  const objects = [...planner.objectList].filter((object) => object.points[0]).sort((a, b) => a.id - b.id);
  const turbines = objects
    .filter(
      (object) =>
        object.plannerObjectTypeId === existingTurbine.typeId ||
        (object.plannerObjectTypeId === turbine.typeId && object.scenarioId === scenarioId),
    )
    .map((object): NoiseStudyTurbine => {
      const spec = objectSpec(object, planner.presetList);
      const preset = planner.presetList.find((candidate) => candidate.id === object.presetId);
      const own = soundModesOf(plannerDataOf(object.plannerObjectDataJson));
      const point = object.points[0] as PlannerObject['points'][number];
      return {
        id: object.id,
        name: object.name,
        existing: object.plannerObjectTypeId === existingTurbine.typeId,
        longitude: point.longitude,
        latitude: point.latitude,
        groundHeight: 0,
        hubHeight: spec.kind === 'turbine' || spec.kind === 'existingTurbine' ? spec.hubHeight.value : 0,
        modes: own.length ? own : soundModesOf(plannerDataOf(preset?.presetDataJson)),
      };
    });
  const receptors = objects
    .filter((object) => object.plannerObjectTypeId === receptor.typeId)
    .map((object): NoiseStudyReceptor => {
      const spec = objectSpec(object, planner.presetList);
      const point = object.points[0] as PlannerObject['points'][number];
      return {
        id: object.id,
        name: object.name,
        category: spec.kind === 'receptor' ? spec.category : 'other',
        longitude: point.longitude,
        latitude: point.latitude,
        groundHeight: 0,
      };
    });
  return { turbines, receptors };
}

/** The request the Noise section calculates, or null until the settings are valid and the terrain model is loaded. */
export function useNoiseRequest(
  planner: Planner,
  settings: NoiseSettingsValues | null,
  /** The project's terrain model (useStudyTerrain); undefined while it loads. */
  terrain: StudyTerrain | null | undefined,
): NoiseRequest | null {
  const { objectList, presetList, activeScenario } = planner;
  const parts = useMemo(
    () => noiseStudyParts({ objectList, presetList, activeScenario }),
    [objectList, presetList, activeScenario],
  );
  const system = planner.project.data?.defaultCoordinateSystem ?? null;
  return useMemo(() => {
    if (!settings || terrain === undefined) return null;
    return {
      input: { ...parts, settings },
      system,
      cellSize: NOISE_MAP_CELL_SIZE,
      radius: NOISE_MAP_RADIUS,
      terrain,
    };
  }, [parts, settings, system, terrain]);
}
