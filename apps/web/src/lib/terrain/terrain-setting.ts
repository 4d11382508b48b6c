import type { TerrainModel, TerrainTiles } from '@vantage/contracts';
import { useMemo } from 'react';
import { env } from '@/config/env';
import type { TerrainSetting } from '@/lib/scene/ground-layer';
import type { GeoGrid } from './height-grid';

/**
 * What a page tells the 3D engine of the terrain (the public viewer and the planner's preview
 * alike): the operator's tiles from the client config, at an address the engine's worker can
 * fetch, and the project's own model with its grid, which the page fetches with its own
 * credentials (the worker has none).
 */

/** The tiles with an absolute URL template (a worker resolves a bare path against its script's URL). */
export function terrainTilesFor(tiles: TerrainTiles | null): TerrainTiles | null {
  if (!tiles) return null;
  const base = env.apiBaseUrl || window.location.origin;
  return /^https?:\/\//.test(tiles.url) ? tiles : { ...tiles, url: `${base.replace(/\/$/, '')}${tiles.url}` };
}

/** A model's grid from the bytes of `GET …/terrain-model/grid`: width × height little-endian float32, row 0 north. */
export function geoGridOf(info: TerrainModel, bytes: ArrayBuffer): GeoGrid {
  const count = info.width * info.height;
  if (bytes.byteLength !== count * 4)
    throw new Error(`the terrain grid has ${bytes.byteLength} bytes, not ${count * 4}`);
  const view = new DataView(bytes);
  const data = new Float32Array(count);
  for (let i = 0; i < count; i += 1) data[i] = view.getFloat32(i * 4, true);
  const { west, south, east, north, width, height } = info;
  return { west, south, east, north, width, height, data };
}

/** What a page's query of the model's grid says (react-query's result). */
export type GridQuery = { isPending: boolean; isError: boolean; data: GeoGrid | undefined };

/**
 * The terrain setting for a project: null until it is known (the model's description is still
 * loading, or its grid is), then the tiles and the model, or the model's file name when its grid
 * could not be loaded (the view then says that the terrain is unavailable).
 */
export function useTerrainSetting(
  tiles: TerrainTiles | null,
  /** undefined: not known yet; null: the project has none. */
  model: TerrainModel | null | undefined,
  grid: GridQuery,
): TerrainSetting | null {
  const absolute = useMemo(() => terrainTilesFor(tiles), [tiles]);
  const { isPending, isError, data } = grid;
  return useMemo(() => {
    if (model === undefined) return null;
    if (model === null) return { tiles: absolute, model: null, failedModel: null };
    if (isError) return { tiles: absolute, model: null, failedModel: model.fileName };
    if (isPending || !data) return null;
    return { tiles: absolute, model: { info: model, grid: data }, failedModel: null };
  }, [absolute, model, isPending, isError, data]);
}
