import { gridSampler, type TerrainModelSampler } from '@vantage/contracts/studies/ground-heights';
import type { GeoGrid } from './height-grid';

/**
 * A project's terrain model as a study's worker takes it: its grid, and its file name and
 * version for the result's words and the result's key (the grid itself is too big for a key).
 */
export type StudyTerrain = { fileName: string; version: number; grid: GeoGrid };

export const terrainSamplerOf = (terrain: StudyTerrain | null): TerrainModelSampler | null =>
  terrain ? { fileName: terrain.fileName, heightAt: gridSampler(terrain.grid) } : null;

/** What a result depends on of the terrain: which model, not its cells. */
export const terrainKeyOf = (terrain: StudyTerrain | null) =>
  terrain ? [terrain.version, terrain.fileName] : null;
