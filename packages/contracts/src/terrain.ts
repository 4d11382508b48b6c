import { z } from 'zod/mini';
import { IdParam } from './primitives.js';

/**
 * Terrain: heights of the bare ground, from the operator's tile source (TERRAIN_TILES_URL,
 * proxied by the server at `/api/terrain/{z}/{x}/{y}`) and from a project's own terrain model
 * (an uploaded single-band GeoTIFF), which takes precedence inside its extent.
 */

/** How a terrain tile's RGB encodes a height in metres (../shared/VIEWER.md, Terrain). */
export const TerrainEncoding = z.enum(['terrarium', 'mapbox']);
export type TerrainEncoding = z.infer<typeof TerrainEncoding>;

/** Heights of a Terrarium tile pixel: (R·256 + G + B/256) − 32768 m. */
export const terrariumHeight = (r: number, g: number, b: number) => r * 256 + g + b / 256 - 32768;
/** Heights of a Mapbox Terrain-RGB tile pixel: −10000 + (R·65536 + G·256 + B)·0.1 m. */
export const mapboxHeight = (r: number, g: number, b: number) => -10000 + (r * 65536 + g * 256 + b) * 0.1;

/** The most detailed zoom level the server fetches from a terrain tile source. */
export const TERRAIN_MAX_ZOOM = 15;

/** What the client config tells pages of the operator's terrain source; null when there is none. */
export const TerrainTiles = z.object({
  /** `/api/terrain/{z}/{x}/{y}`: the server's proxy, never the source itself. */
  url: z.string(),
  encoding: TerrainEncoding,
  attribution: z.string(),
  maxZoom: z.int(),
});
export type TerrainTiles = z.infer<typeof TerrainTiles>;

/**
 * A project's own terrain model as the server keeps it: the uploaded GeoTIFF resampled to a
 * regular longitude/latitude grid (row 0 is the northern edge, column 0 the western; a cell's
 * value is the height at its centre in metres, NaN where the model has no data). The grid
 * itself is `GET …/terrain-model/grid`: `width × height` little-endian float32 values.
 */
export const TerrainModel = z.object({
  fileName: z.string(),
  /** The EPSG code of the uploaded file's coordinate system. */
  sourceEpsgCode: z.int(),
  width: z.int(),
  height: z.int(),
  west: z.number(),
  south: z.number(),
  east: z.number(),
  north: z.number(),
  minHeight: z.number(),
  maxHeight: z.number(),
  /** Metres per cell of the uploaded file (its resolution, before resampling). */
  sourceResolution: z.number(),
  uploadedAt: z.string(),
  /** Changes with every upload: caches of the grid and of ZTVs key on it. */
  version: z.int(),
});
export type TerrainModel = z.infer<typeof TerrainModel>;

/** The feature key that unlocks a project's own terrain model (the spec's national LiDAR data set). */
export const TERRAIN_MODEL_FEATURE_KEY = 'TerrainAhn';

/** The largest GeoTIFF a terrain model upload takes. */
export const TERRAIN_MODEL_MAX_BYTES = 50 * 1024 * 1024;
/** The most pixels (width × height) of an uploaded GeoTIFF. */
export const TERRAIN_MODEL_MAX_PIXELS = 25_000_000;
/** The longest side of the stored longitude/latitude grid, in cells. */
export const TERRAIN_MODEL_MAX_CELLS = 1024;

/** The grid's content type: `width × height` little-endian float32 values, row 0 north. */
export const TERRAIN_GRID_TYPE = 'application/octet-stream';

/** A tile number in a path: digits only, no sign, fraction, exponent or leading zero. */
export const tileNumberText = z
  .string()
  .check(z.regex(/^(0|[1-9][0-9]{0,9})$/, { error: 'must be a whole number written in digits (0, 1, 2 …)' }));

/**
 * The check of a Web Mercator tile's numbers in a path: zoom 0 to `maxZoom`, `x` and `y` 0 to
 * 2^z − 1 (`y` from the north); the terrain's tiles and the map layers' tiles share it.
 */
export const webMercatorTileCheck = (maxZoom: number) =>
  z.superRefine((tile: { z: string; x: string; y: string }, issue) => {
    // Each number's own check names what is wrong with it.
    if ([tile.z, tile.x, tile.y].some((value) => !/^\d+$/.test(value))) return;
    const zoom = Number(tile.z);
    if (zoom > maxZoom) {
      issue.addIssue({
        code: 'custom',
        path: ['z'],
        message: `must be at most ${maxZoom}`,
        input: tile.z,
      });
      return;
    }
    const size = 2 ** zoom;
    for (const axis of ['x', 'y'] as const) {
      if (Number(tile[axis]) >= size)
        issue.addIssue({
          code: 'custom',
          path: [axis],
          message: `must be less than ${size} at zoom ${zoom}`,
          input: tile[axis],
        });
    }
  });

/**
 * `GET /api/terrain/{z}/{x}/{y}`: zoom 0 to TERRAIN_MAX_ZOOM (the server's TERRAIN_TILES_MAX_ZOOM
 * may be lower), `x` and `y` 0 to 2^z − 1 (Web Mercator tile numbers, `y` from the north).
 * Kept as text so that `1.5`, `-1`, `01e2` and `1e400` are refused rather than converted.
 */
export const TerrainTileParams = z
  .object({ z: tileNumberText, x: tileNumberText, y: tileNumberText })
  .check(webMercatorTileCheck(TERRAIN_MAX_ZOOM));
export type TerrainTileParams = z.infer<typeof TerrainTileParams>;

/** The project whose terrain model a call reads or changes. */
export const TerrainModelParams = z.object({ projectId: IdParam });
