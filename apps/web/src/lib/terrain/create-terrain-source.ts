import type { TerrainModel, TerrainTiles } from '@vantage/contracts';
import { type GeoBox, type GeoGrid, sampleGrid } from './height-grid';
import type { TerrainSource } from './terrain-source';
import {
  type DecodedTile,
  decodeHeights,
  mercator,
  sampleTileAt,
  type TileId,
  tileAt,
  tileKey,
  tilesCovering,
  zoomForBox,
} from './terrain-tiles';

/** A project's own terrain model: what the API says of it and its grid of heights. */
export type TerrainModelData = { info: TerrainModel; grid: GeoGrid };

export type TerrainSourceOptions = {
  /** The operator's terrain tiles (the client config's `terrain`); `url` has {z}, {x} and {y}. */
  tiles: TerrainTiles | null;
  model: TerrainModelData | null;
  /** The project has a terrain model that could not be loaded (its file name): the source has failed. */
  failedModel?: string | null;
  /**
   * Decoded tiles kept at most (each 256 KB for a 256 px tile); one prepare asks for at most a
   * quarter of them, at a coarser zoom where the area would need more.
   */
  maxTiles?: number;
  /** A tile not answered within this time counts as failed. */
  timeoutMs?: number;
  /** How a tile is read; by default fetched from `tiles.url` and decoded (tests give decoded tiles). */
  loadTile?: TileLoader;
};

/** What a tile's read gave: heights, nothing there (the source answered 404), or a failure. */
export type TileLoader = (tile: TileId, signal?: AbortSignal) => Promise<DecodedTile | 'missing' | 'failed'>;

const DEFAULT_MAX_TILES = 128;
const DEFAULT_TIMEOUT_MS = 15_000;
/** Tiles fetched at the same time. */
const PARALLEL = 6;

type TileState = DecodedTile | 'missing';

export const describeTerrain = (
  tiles: TerrainTiles | null,
  model: Pick<TerrainModel, 'fileName'> | null,
): string | null => {
  const own = model ? `the project's terrain model (${model.fileName})` : null;
  const operator = tiles ? `terrain tiles${tiles.attribution ? ` (${tiles.attribution})` : ''}` : null;
  if (own && operator) return `${own} inside its extent, elsewhere ${operator}`;
  return own ?? operator;
};

/**
 * Heights for the viewer, the planner's preview and the ZTV: the project's model inside its
 * extent (where its cells are known), else the operator's tiles through the server's proxy,
 * else null (sea level). Tiles are decoded with createImageBitmap and a canvas's getImageData, so
 * the source works in the 3D engine's worker as on the page. A tile that fails (an error answer,
 * a timeout, an image that cannot be decoded) leaves its area unknown and sets `failed`; a 404
 * means the source has no data there, which is no failure.
 */
export function createTerrainSource(options: TerrainSourceOptions): TerrainSource & {
  /** The zooms of the tiles prepared so far, finest first (for tests and the facts panel). */
  readonly zooms: readonly number[];
} {
  const { tiles, model } = options;
  const maxTiles = options.maxTiles ?? DEFAULT_MAX_TILES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const loadTile: TileLoader =
    options.loadTile ?? ((tile, signal) => fetchTile(tiles!, tile, timeoutMs, signal));
  /** Decoded tiles by key, least recently prepared first (a Map keeps insertion order). */
  const cache = new Map<string, TileState>();
  const pending = new Map<string, Promise<TileState | 'failed'>>();
  /** Zoom levels that have tiles in the cache, finest first. */
  let zooms: number[] = [];
  let failed = Boolean(options.failedModel);
  const description = describeTerrain(tiles, model?.info ?? null);

  const remember = (key: string, state: TileState) => {
    cache.delete(key);
    cache.set(key, state);
    while (cache.size > maxTiles) cache.delete(cache.keys().next().value!);
    zooms = [...new Set([...cache.values()].flatMap((t) => (t === 'missing' ? [] : [t.z])))].sort(
      (a, b) => b - a,
    );
  };

  const load = (tile: TileId, signal?: AbortSignal): Promise<TileState | 'failed'> => {
    const key = tileKey(tile);
    const known = cache.get(key);
    if (known) {
      remember(key, known);
      return Promise.resolve(known);
    }
    let promise = pending.get(key);
    if (!promise) {
      promise = loadTile(tile, signal).finally(() => pending.delete(key));
      pending.set(key, promise);
    }
    return promise;
  };

  return {
    get description() {
      return description;
    },
    get failed() {
      return failed;
    },
    get zooms() {
      return zooms;
    },
    async prepare(box: GeoBox, metresPerSample: number, signal?: AbortSignal) {
      if (!tiles) return;
      // Inside the project's model, its heights answer: the tiles under it are not needed.
      if (model && covers(model.grid, box)) return;
      const z = zoomForBox(box, metresPerSample, tiles.maxZoom, Math.floor(maxTiles / 4));
      const wanted = tilesCovering(box, z);
      let next = 0;
      let failures = 0;
      const worker = async () => {
        while (next < wanted.length && !signal?.aborted) {
          const tile = wanted[next]!;
          next += 1;
          const state = await load(tile, signal);
          if (state === 'failed') failures += 1;
          else remember(tileKey(tile), state);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, wanted.length) }, worker));
      if (!signal?.aborted) failed = failures > 0 || Boolean(options.failedModel);
    },
    heightAt(longitude: number, latitude: number) {
      if (model) {
        const own = sampleGrid(model.grid, longitude, latitude);
        if (own !== null) return own;
      }
      if (zooms.length === 0) return null;
      const { x, y } = mercator(longitude, latitude);
      for (const z of zooms) {
        const tile = cache.get(tileKey(tileAt(x, y, z)));
        if (tile && tile !== 'missing') return sampleTileAt(tile, x, y);
      }
      return null;
    },
  };
}

const covers = (grid: GeoBox, box: GeoBox) =>
  box.west >= grid.west && box.east <= grid.east && box.south >= grid.south && box.north <= grid.north;

/** The tile URL of a template with {z}, {x} and {y}. */
export const terrainTileUrl = (template: string, { z, x, y }: TileId) =>
  template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));

async function fetchTile(
  tiles: TerrainTiles,
  tile: TileId,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<TileState | 'failed'> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const both = signal ? anySignal([signal, timeout]) : timeout;
  try {
    const response = await fetch(terrainTileUrl(tiles.url, tile), { signal: both, credentials: 'omit' });
    if (response.status === 404) return 'missing';
    if (!response.ok) return 'failed';
    const rgba = await decodePng(await response.blob());
    return {
      ...tile,
      width: rgba.width,
      height: rgba.height,
      heights: decodeHeights(rgba.data, tiles.encoding),
    };
  } catch {
    return 'failed';
  }
}

/** AbortSignal.any where the browser has it (2023 on), else a signal that follows each of them. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if ('any' in AbortSignal) return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const s of signals) s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  return controller.signal;
}

/**
 * An image's RGBA pixels, exactly as stored: no colour-space conversion and no premultiplied
 * alpha, which would change the bytes that encode the heights. OffscreenCanvas in the worker and
 * on most pages; a canvas element where a page has no OffscreenCanvas.
 */
async function decodePng(blob: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(blob, { colorSpaceConversion: 'none', premultiplyAlpha: 'none' });
  try {
    const canvas =
      typeof OffscreenCanvas === 'function'
        ? new OffscreenCanvas(bitmap.width, bitmap.height)
        : Object.assign(document.createElement('canvas'), { width: bitmap.width, height: bitmap.height });
    const context = canvas.getContext('2d', { willReadFrequently: true }) as
      | OffscreenCanvasRenderingContext2D
      | CanvasRenderingContext2D
      | null;
    if (!context) throw new Error('no 2D canvas to decode terrain tiles');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
