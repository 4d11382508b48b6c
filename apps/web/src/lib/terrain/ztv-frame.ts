import {
  fromSystem,
  type GridFrame,
  gridFrame,
  type LonLat,
  latticeRaster,
  type MetricSystem,
} from '../analysis/grid-frame';
import type { TerrainSource } from './terrain-source';

/** The ZTV's grid: the analyses' grid frame (lib/analysis/grid-frame.ts). */
export type ZtvFrame = GridFrame;

/** The most cells a ZTV grid may have (about 60 MB of arrays in all). */
export const ZTV_MAX_CELLS = 6_000_000;

/** The grid around the turbines: every cell within `radius` of one of them. */
export function ztvFrame(
  projectSystem: MetricSystem | null,
  turbines: readonly LonLat[],
  radius: number,
  cellSize: number,
): ZtvFrame {
  return gridFrame(projectSystem, turbines, radius, cellSize, { name: 'ZTV', maxCells: ZTV_MAX_CELLS });
}

/** A height for the ZTV: unknown ground and ground below sea level count as sea level (see below). */
export const groundOrSeaLevel = (height: number | null): number =>
  height !== null && height > 0 ? height : 0;

/**
 * The ground height of every cell's centre from a prepared terrain source. Positions come
 * from `latticeRaster`.
 * Unknown ground counts as sea level for the lines of sight, and `unknown` marks its cells (1)
 * so that they become NoData; ground below sea level counts as sea level too: over the sea,
 * tiles give the sea floor, and the water's surface is what hides and what is seen (a polder's
 * few metres below sea level are raised with it, which can only add visibility).
 */
export function sampleHeights(
  frame: ZtvFrame,
  source: Pick<TerrainSource, 'heightAt'>,
  onRow?: (done: number, total: number) => void,
): { heights: Float32Array; known: number; unknown: Uint8Array } {
  const { width, height, cellSize, west, north } = frame;
  const heights = new Float32Array(width * height);
  const unknown = new Uint8Array(width * height);
  let known = 0;
  latticeRaster(
    width,
    height,
    (column, row) =>
      fromSystem(frame.system, west + (column + 0.5) * cellSize, north - (row + 0.5) * cellSize),
    (index, longitude, latitude) => {
      const ground = source.heightAt(longitude, latitude);
      if (ground !== null) known++;
      else unknown[index] = 1;
      heights[index] = groundOrSeaLevel(ground);
    },
    onRow,
  );
  return { heights, known, unknown };
}
