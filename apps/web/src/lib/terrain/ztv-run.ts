import type { TerrainTiles } from '@vantage/contracts';
import { cellOf, frameBox, type LonLat, type MetricSystem } from '../analysis/grid-frame';
import { type GridMapImage, gridMapImage } from '../analysis/map-image';
import type { TerrainModelData } from './create-terrain-source';
import type { TerrainSource } from './terrain-source';
import { computeZtv } from './ztv';
import { groundOrSeaLevel, sampleHeights, type ZtvFrame, ztvFrame } from './ztv-frame';
import { cellsWithinRadius, markNoData } from './ztv-no-data';

/** A turbine of the plan: where it stands and how tall it is (metres above its ground). */
export type ZtvTurbineInput = LonLat & { hubHeight: number; tipHeight: number };

/** What a ZTV is calculated from. */
export type ZtvRequest = {
  turbines: ZtvTurbineInput[];
  /** Metres around each turbine. */
  radius: number;
  /** Metres per cell. */
  cellSize: number;
  /** The project's coordinate system; the grid is in it when it is in metres. */
  system: MetricSystem | null;
  /** Where heights come from: the operator's tiles and the project's model, either may be absent. */
  terrain: { tiles: TerrainTiles | null; model: TerrainModelData | null; failedModel: string | null };
};

export type ZtvProgress = { phase: 'terrain' | 'heights' | 'turbines'; done: number; total: number };

export type ZtvOutcome = {
  frame: ZtvFrame;
  tips: Uint16Array;
  hubs: Uint16Array;
  /** The grid resampled for the map (Web Mercator). */
  map: GridMapImage;
  turbines: number;
  radius: number;
  /** The terrain in words (the terrain source's description); null when there was none. */
  terrain: string | null;
  /** A terrain source that exists could not be read everywhere. */
  terrainFailed: boolean;
  /** Cells within the radius of a turbine: the cells the ZTV answers for. */
  cellsInRadius: number;
  /**
   * Of those, the cells whose ground no terrain source knew: NoData (ztv-no-data.ts). 0 when
   * there is no terrain at all: then the ZTV stands on a sea-level sphere, and says so.
   */
  unknownCells: number;
  milliseconds: number;
};

/**
 * One ZTV from request to counts: the grid, the heights of its cells from the terrain source
 * (prepared first: tiles fetched, the model read), the turbines' feet on that ground, then the
 * sweep, and NoData where the ZTV has no answer (outside the radius, unknown ground). The
 * worker (ztv-worker.ts) runs it; tests run it directly.
 */
export async function runZtv(
  request: ZtvRequest,
  source: TerrainSource,
  onProgress: (progress: ZtvProgress) => void = () => undefined,
): Promise<ZtvOutcome> {
  const started = performance.now();
  const frame = ztvFrame(request.system, request.turbines, request.radius, request.cellSize);
  onProgress({ phase: 'terrain', done: 0, total: 1 });
  await source.prepare(frameBox(frame), request.cellSize);
  const { heights, known, unknown } = sampleHeights(frame, source, (done, total) => {
    if (done % 32 === 0 || done === total) onProgress({ phase: 'heights', done, total });
  });
  const turbines = request.turbines.map((turbine) => ({
    ...cellOf(frame, turbine.longitude, turbine.latitude),
    groundHeight: groundOrSeaLevel(source.heightAt(turbine.longitude, turbine.latitude)),
    hubHeight: turbine.hubHeight,
    tipHeight: turbine.tipHeight,
  }));
  const { tips, hubs } = computeZtv(
    { width: frame.width, height: frame.height, cellSize: frame.cellSize, heights },
    turbines,
    { radius: request.radius, onProgress: (done, total) => onProgress({ phase: 'turbines', done, total }) },
  );
  const within = cellsWithinRadius(frame.width, frame.height, turbines, request.radius / frame.cellSize);
  // Without any terrain source the sphere is the stated ground, not an unknown one.
  const terrainExpected = source.description !== null || source.failed;
  const unknownCells = markNoData([tips, hubs], within, terrainExpected ? unknown : null);
  return {
    frame,
    tips,
    hubs,
    map: gridMapImage(frame),
    turbines: turbines.length,
    radius: request.radius,
    terrain: known > 0 ? source.description : null,
    terrainFailed: source.failed,
    cellsInRadius: within.reduce((sum, inside) => sum + inside, 0),
    unknownCells,
    milliseconds: performance.now() - started,
  };
}
