import { isophoneLevels, isophones } from '@vantage/contracts/studies/noise-isophones';
import { computeNoiseMap } from '@vantage/contracts/studies/noise-map';
import { type NightModePlan, planNightModes } from '@vantage/contracts/studies/noise-mitigation';
import {
  type NoiseStudyInput,
  noiseScene,
  noiseStudyOnGround,
  runNoiseStudy,
} from '@vantage/contracts/studies/noise-study';
import { type AnalysisLinesGeoJson, analysisLinesGeoJson } from '@/lib/analysis/analysis-lines';
import {
  type GridFrame,
  gridFrame,
  type MetricSystem,
  northUp,
  studyMapGrid,
} from '@/lib/analysis/grid-frame';
import { type GridMapImage, gridMapImage } from '@/lib/analysis/map-image';
import { gridGeoTiff } from '@/lib/analysis/raster-export';
import { type StudyTerrain, terrainSamplerOf } from '@/lib/terrain/study-terrain';

/** What the planner's noise study is calculated from (docs/studies/noise.md). */
export type NoiseRequest = {
  input: NoiseStudyInput;
  /** The project's coordinate system; the map's grid is in it when it is in metres. */
  system: MetricSystem | null;
  /** The map: metres per cell and metres around each turbine. */
  cellSize: number;
  radius: number;
  /** The project's terrain model, or null: the ground the turbines and receptors stand on. */
  terrain: StudyTerrain | null;
};

export type NoiseProgress = { phase: 'receptors' | 'map'; fraction: number };

export type NoiseIsophonesGeoJson = AnalysisLinesGeoJson<'level'>;

export type NoiseOutcome = {
  study: ReturnType<typeof runNoiseStudy>;
  /** The night modes that bring every receptor under its night limit (by turbine id). */
  plan: NightModePlan;
  frame: GridFrame;
  /** The night level per cell (dB(A)), row 0 the northernmost, as the GeoTIFF holds it. */
  levels: Float32Array;
  map: GridMapImage;
  /** The levels the isophones are drawn at: 35, 40, 45 dB(A) and the night limits in use. */
  isophoneLevels: number[];
  /** The isophones in longitude and latitude (WGS 84). */
  isophones: NoiseIsophonesGeoJson;
  /**
   * The night map as a float32 GeoTIFF in the grid's system, written here in the worker: the
   * worker's build is its own, so the planner's screens share no export module through it.
   */
  geoTiff: ArrayBuffer;
  /** Metres above sea level of the map's plane: the turbines' mean foot height (0 m on flat ground). */
  planeHeight: number;
  milliseconds: number;
};

/** The most cells a planner's noise map takes (NOISE_BOUNDS.maxMapCells). */
const MAX_MAP_CELLS = 4_000_000;

/**
 * The study at the receptors (the same function the API runs), the night mitigation plan, and
 * the night map on the grid around the turbines with its isophones. The map's sources are the
 * study's, placed in the grid's system (a projected system keeps distances within its scale
 * factor, far below a decibel's hundredth).
 */
export async function runNoise(
  request: NoiseRequest,
  onProgress: (progress: NoiseProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<NoiseOutcome> {
  const started = performance.now();
  onProgress({ phase: 'receptors', fraction: 0 });
  const input = noiseStudyOnGround(request.input, terrainSamplerOf(request.terrain));
  const study = runNoiseStudy(input, { bands: true });
  const scene = noiseScene(input);
  const plan = planNightModes(scene.sources, scene.receptors, scene.settings, scene.ruleSet);
  const frame = gridFrame(request.system, scene.turbines, request.radius, request.cellSize, {
    name: 'noise map',
    maxCells: MAX_MAP_CELLS,
  });
  const { grid, sources, planeHeight } = studyMapGrid(frame, scene.sources, scene.turbines);
  const map = await computeNoiseMap(sources, grid, scene.settings, {
    period: 'night',
    groundHeights: planeHeight,
    onProgress: (fraction) => onProgress({ phase: 'map', fraction }),
    signal,
  });
  const levels = northUp(frame, map.levels);
  const limits = study.receptors.flatMap((receptor) =>
    receptor.indicators.night ? [receptor.indicators.night.limit] : [],
  );
  const levelsDrawn = isophoneLevels(limits);
  const lines = isophones(map, levelsDrawn);
  return {
    study,
    plan,
    frame,
    levels,
    map: gridMapImage(frame),
    isophoneLevels: levelsDrawn,
    isophones: analysisLinesGeoJson(
      frame,
      'level',
      lines.map((line) => ({ value: line.level, lines: line.lines })),
    ),
    geoTiff: await gridGeoTiff(frame, levels, null),
    planeHeight,
    milliseconds: performance.now() - started,
  };
}
