import type { StudyGround } from '@vantage/contracts/studies/ground-heights';
import { isolines } from '@vantage/contracts/studies/isolines';
import type { ShadowReceptorFigures } from '@vantage/contracts/studies/shadow-api';
import {
  computeShadowFlicker,
  type ShadowPeriod,
  type ShadowStop,
} from '@vantage/contracts/studies/shadow-flicker';
import { computeShadowMap } from '@vantage/contracts/studies/shadow-map';
import {
  type ShadowPlanStudy,
  shadowFigures,
  shadowStudyOnGround,
} from '@vantage/contracts/studies/shadow-plan';
import { type ShutdownRow, shutdownSchedule } from '@vantage/contracts/studies/shadow-shutdown';
import { type AnalysisLinesGeoJson, analysisLinesGeoJson } from '../analysis/analysis-lines';
import { type GridFrame, gridFrame, type MetricSystem, northUp, studyMapGrid } from '../analysis/grid-frame';
import { type GridMapImage, gridMapImage } from '../analysis/map-image';
import { type StudyTerrain, terrainSamplerOf } from '../terrain/study-terrain';
import { SHADOW_ISOLINE_LEVELS } from './shadow-classes';

/** The most cells a shadow map may have: 10 × 10 km at 10 m, about 4 MB of hours. */
export const SHADOW_MAP_MAX_CELLS = 1_000_000;

/** What the planner's shadow-flicker tab calculates: the plan's study, stops to apply, and the map's grid. */
export type ShadowRequest = {
  study: ShadowPlanStudy;
  /** A shutdown schedule's stops, to see the figures with them applied. */
  stops: ShadowStop[];
  /** The project's coordinate system (the map's grid is in it when it is in metres); null: none. */
  map: { system: MetricSystem | null; cellSize: number } | null;
  /** The project's terrain model, or null: the ground the turbines and receptors stand on. */
  terrain: StudyTerrain | null;
};

export type ShadowProgress = { phase: 'receptors' | 'map'; fraction: number };

/** The lines of equal hours a year, in longitude and latitude (WGS 84), as GeoJSON. */
export type ShadowIsolinesGeoJson = AnalysisLinesGeoJson<'hours'>;

export type ShadowMapOutcome = {
  frame: GridFrame;
  /** Hours a year per cell, row 0 the northernmost, as the GeoTIFF holds it. */
  hours: Float32Array;
  image: GridMapImage;
  isolines: ShadowIsolinesGeoJson;
  /** Metres above sea level of the map's plane: the turbines' mean foot height (0 m on flat ground). */
  planeHeight: number;
};

export type ShadowOutcome = {
  figures: ShadowReceptorFigures[];
  /** Per receptor, the calendar's periods (local day, start and end minute, turbine). */
  periods: ShadowPeriod[][];
  /** The stops that bring every receptor within the limits, and the minutes each turbine stands. */
  schedule: ShutdownRow[];
  stoppedMinutes: number[];
  map: ShadowMapOutcome | null;
  stopsApplied: number;
  /** The ground the figures stand on, in words (ground-heights.ts). */
  ground: StudyGround;
  milliseconds: number;
};

/**
 * The tab's calculation, in the worker: the receptors' figures (the same module and shape as
 * the API's), the shutdown schedule for the chosen limits, and the map of hours a year on a
 * grid of the project's system around the turbines (rows north to south, as GeoTIFFs hold them).
 */
export function runShadow(
  request: ShadowRequest,
  onProgress: (progress: ShadowProgress) => void,
): ShadowOutcome {
  const started = performance.now();
  const study = shadowStudyOnGround(request.study, terrainSamplerOf(request.terrain));
  const settings = { ...study.settings, stops: request.stops };
  onProgress({ phase: 'receptors', fraction: 0 });
  const result = computeShadowFlicker(study.turbines, study.receptors, settings);
  const schedule = shutdownSchedule(study.turbines, study.receptors, result, settings.limits ?? {});
  let map: ShadowMapOutcome | null = null;
  const reach = settings.distance?.rule === 'fixed' ? (settings.distance.metres ?? 2000) : 2000;
  if (request.map && study.turbines.length > 0) {
    const frame = gridFrame(request.map.system, study.turbineRefs, reach, request.map.cellSize, {
      name: 'shadow map',
      maxCells: SHADOW_MAP_MAX_CELLS,
    });
    const { grid, sources: turbines, planeHeight } = studyMapGrid(frame, study.turbines, study.turbineRefs);
    const south = computeShadowMap(turbines, { ...grid, groundHeight: planeHeight }, settings, {
      onProgress: (fraction) => onProgress({ phase: 'map', fraction }),
    });
    map = {
      frame,
      hours: northUp(frame, south.hours),
      image: gridMapImage(frame),
      planeHeight,
      isolines: analysisLinesGeoJson(
        frame,
        'hours',
        SHADOW_ISOLINE_LEVELS.map((level) => ({ value: level, lines: isolines(grid, south.hours, level) })),
      ),
    };
  }
  return {
    figures: shadowFigures(study, result.receptors),
    periods: result.receptors.map((receptor) => receptor.periods),
    schedule: schedule.rows,
    stoppedMinutes: schedule.stoppedMinutes,
    map,
    stopsApplied: request.stops.length,
    ground: study.ground,
    milliseconds: performance.now() - started,
  };
}
