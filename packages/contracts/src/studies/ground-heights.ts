/**
 * The ground under a study's turbines and receptors (decision 191), one rule for noise and
 * shadow flicker, on the planner and the server: when the project's terrain model knows the
 * ground at every tower base and every receptor, the heights are the model's; otherwise every
 * height is 0 m (bare flat ground). Never a mix: a receptor at 0 m beside a turbine foot on a
 * 300 m ridge would get a level or a shadow of neither world. The answer says which, in words.
 */
import { type GeoGrid, sampleGrid } from './geo-grid.js';
import type { LonLat } from './geodesy.js';

/** The ground's height (metres above sea level) at a point, or null where it is not known. */
export type HeightSampler = (longitude: number, latitude: number) => number | null;

export type GroundKind = 'terrain' | 'flat';

/** Which ground a study stood on, in words for the tab, the API answer and reports. */
export type StudyGround = { kind: GroundKind; text: string };

/** A project's terrain model as a study reads it: its file name and the sampler of its grid. */
export type TerrainModelSampler = { fileName: string; heightAt: HeightSampler };

export type GroundHeights = StudyGround & {
  /** Metres above sea level of each tower's foot, in the order given. */
  sources: number[];
  /** Metres above sea level of the ground under each receptor, in the order given. */
  receptors: number[];
};

/** The sampler of a terrain model's grid: bilinear between its cell centres, as the pages read it. */
export const gridSampler =
  (grid: GeoGrid): HeightSampler =>
  (longitude, latitude) =>
    sampleGrid(grid, longitude, latitude);

export const FLAT_GROUND_NO_MODEL = 'Flat ground at 0 m: the project has no terrain model.';

const flatText = (fileName: string, outside: number, total: number) =>
  `Flat ground at 0 m: the project's terrain model (${fileName}) does not cover ${
    outside === total ? 'the turbines and receptors' : `${outside} of the ${total} turbines and receptors`
  }.`;

const terrainText = (fileName: string) =>
  `Ground heights from the project's terrain model (${fileName}): tower bases and receptors stand on it.`;

/**
 * The ground heights of a study: the model's at every tower base and receptor when it covers
 * all of them, else 0 m everywhere. `terrain` null: the project has no model.
 */
export function groundHeights(
  terrain: TerrainModelSampler | null,
  points: { sources: readonly LonLat[]; receptors: readonly LonLat[] },
): GroundHeights {
  const flat = (text: string): GroundHeights => ({
    kind: 'flat',
    text,
    sources: points.sources.map(() => 0),
    receptors: points.receptors.map(() => 0),
  });
  if (!terrain) return flat(FLAT_GROUND_NO_MODEL);
  const sample = (point: LonLat) => {
    const height = terrain.heightAt(point.longitude, point.latitude);
    return height !== null && Number.isFinite(height) ? height : null;
  };
  const sources = points.sources.map(sample);
  const receptors = points.receptors.map(sample);
  const all = [...sources, ...receptors];
  const outside = all.filter((height) => height === null).length;
  if (outside > 0) return flat(flatText(terrain.fileName, outside, all.length));
  return {
    kind: 'terrain',
    text: terrainText(terrain.fileName),
    sources: sources as number[],
    receptors: receptors as number[],
  };
}
