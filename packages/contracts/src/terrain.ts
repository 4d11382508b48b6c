import { z } from 'zod/mini';

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
