import { z } from 'zod/mini';
import { ChangedBy } from './changed-by.js';
import { IdParam, requireSomeField, SafeString } from './primitives.js';
import { tileNumberText, webMercatorTileCheck } from './terrain.js';

/**
 * Map layers by URL (docs/decisions/202-map-layers-through-the-server.md): a subscription's
 * aerial photographs and topographic maps — WMS, WMTS and XYZ raster tiles — shown in the
 * planner's map under the plan. The server keeps each layer's address and fetches its tiles for
 * the planner (`/api/map-layers/{id}/tiles/{z}/{x}/{y}`), so the page's security policy stays
 * `'self'` and the source never sees the visitor. Not in the package's barrel: only the planner
 * and the server load these schemas.
 */

export const MAP_LAYER_KINDS = ['xyz', 'wmts', 'wms'] as const;
export type MapLayerKind = (typeof MAP_LAYER_KINDS)[number];

/** What each kind is called in the planner. */
export const MAP_LAYER_KIND_LABELS: Record<MapLayerKind, string> = {
  xyz: 'XYZ tiles',
  wmts: 'WMTS',
  wms: 'WMS',
};

export const MAP_LAYER_FORMATS = ['image/png', 'image/jpeg'] as const;

/** At most this many layers per subscription (400 beyond). */
export const MAP_LAYERS_MAX = 20;
/** A layer's address is at most this many characters. */
export const MAP_LAYER_URL_MAX_LENGTH = 2000;
/** The most detailed zoom the server fetches a layer's tiles at. */
export const MAP_LAYER_MAX_ZOOM = 22;
/** A tile of a layer is at most this many bytes (502 beyond). */
export const MAP_LAYER_TILE_MAX_BYTES = 4 * 1024 * 1024;

/** The placeholders a tile template may carry, by kind: `{z}/{x}/{y}`, or WMTS's names. */
const XYZ_PLACEHOLDERS = ['{z}', '{x}', '{y}'];
const WMTS_PLACEHOLDERS = ['{TileMatrix}', '{TileCol}', '{TileRow}'];

/**
 * Why `url` cannot be a layer of `kind`, or undefined when it can: http or https only, no user
 * name or password in it (a key belongs in the query, where the server keeps it), no fragment,
 * at most MAP_LAYER_URL_MAX_LENGTH characters; a tile template (XYZ, WMTS) carries its three
 * placeholders, a WMS address none (the server adds GetMap's parameters).
 */
export function mapLayerUrlProblem(kind: MapLayerKind, url: string): string | undefined {
  if (url.length > MAP_LAYER_URL_MAX_LENGTH)
    return `url: must be at most ${MAP_LAYER_URL_MAX_LENGTH} characters.`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url: must be a full address starting with https:// or http://.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return 'url: must start with https:// or http://.';
  if (parsed.username || parsed.password)
    return 'url: must not carry a user name or password; put a key in the query instead.';
  if (url.includes('#')) return 'url: must not carry a fragment (#).';
  if (kind === 'wms') {
    if (/\{[A-Za-z]+\}/.test(url))
      return 'url: a WMS address has no placeholders; give the service’s address.';
    return undefined;
  }
  const sets = kind === 'xyz' ? [XYZ_PLACEHOLDERS] : [WMTS_PLACEHOLDERS, XYZ_PLACEHOLDERS];
  if (!sets.some((set) => set.every((placeholder) => url.includes(placeholder))))
    return kind === 'xyz'
      ? 'url: an XYZ template carries {z}, {x} and {y}.'
      : 'url: a WMTS template carries {TileMatrix}, {TileCol} and {TileRow} (or {z}, {x} and {y}), in EPSG:3857 (GoogleMapsCompatible).';
  return undefined;
}

const Name = SafeString.check(z.trim(), z.minLength(1), z.maxLength(100));
const Attribution = SafeString.check(z.trim(), z.maxLength(300));
const Opacity = z.number().check(z.minimum(0), z.maximum(1));
const Order = z.int().check(z.minimum(0), z.maximum(1000));
/** WMS layer names, comma-separated as GetMap's LAYERS takes them. */
const WmsLayers = SafeString.check(z.trim(), z.minLength(1), z.maxLength(500));

const layerFields = {
  name: Name,
  kind: z.enum(MAP_LAYER_KINDS),
  /** XYZ/WMTS: the tile template; WMS: the service's address (GetMap's parameters are added). */
  url: SafeString.check(z.trim(), z.minLength(1), z.maxLength(MAP_LAYER_URL_MAX_LENGTH)),
  /** WMS only: the layer name(s), comma-separated. */
  wmsLayers: z.optional(WmsLayers),
  /** WMS only: the image format asked for; image/png unless given. */
  format: z.optional(z.enum(MAP_LAYER_FORMATS)),
  /** Shown in the map's attribution, as text. */
  attribution: Attribution,
  /** 0 (clear) to 1 (opaque); 1 unless given. */
  opacity: z.optional(Opacity),
  /** Layers are drawn by ascending order, the highest nearest the plan; 0 unless given. */
  order: z.optional(Order),
};

/** The cross-field rules: the address fits the kind, and a WMS names its layers. */
const layerCheck = z.superRefine(
  (layer: { kind?: MapLayerKind; url?: string; wmsLayers?: string | undefined }, issue) => {
    if (layer.kind === undefined || layer.url === undefined) return;
    const problem = mapLayerUrlProblem(layer.kind, layer.url);
    if (problem)
      issue.addIssue({
        code: 'custom',
        path: ['url'],
        message: problem.replace(/^url: /, ''),
        input: layer.url,
      });
    if (layer.kind === 'wms' && !layer.wmsLayers)
      issue.addIssue({
        code: 'custom',
        path: ['wmsLayers'],
        message: 'a WMS layer names the layer(s) to draw',
        input: layer.wmsLayers,
      });
  },
);

export const CreateMapLayerRequest = z.object(layerFields).check(layerCheck);
export type CreateMapLayerRequest = z.infer<typeof CreateMapLayerRequest>;

/** A change of the layer's name, attribution, opacity or order; its source stays. */
export const UpdateMapLayerRequest = requireSomeField(
  z.object({
    name: z.optional(Name),
    attribution: z.optional(Attribution),
    opacity: z.optional(Opacity),
    order: z.optional(Order),
  }),
);
export type UpdateMapLayerRequest = z.infer<typeof UpdateMapLayerRequest>;

export const MapLayer = z.object({
  id: z.int(),
  name: z.string(),
  kind: z.enum(MAP_LAYER_KINDS),
  url: z.string(),
  wmsLayers: z.nullable(z.string()),
  format: z.enum(MAP_LAYER_FORMATS),
  attribution: z.string(),
  opacity: z.number(),
  order: z.int(),
  /** Where the planner's map reads the tiles: the server's own address, `{z}/{x}/{y}`. */
  tiles: z.string(),
  /** Starts at 1 and grows by one with every change; its ETag is `"<version>"`. */
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MapLayer = z.infer<typeof MapLayer>;

export const MapLayerParams = z.object({ id: IdParam });

export const MapLayerTileParams = z
  .object({ id: IdParam, z: tileNumberText, x: tileNumberText, y: tileNumberText })
  .check(webMercatorTileCheck(MAP_LAYER_MAX_ZOOM));
export type MapLayerTileParams = z.infer<typeof MapLayerTileParams>;

/** The tiles' address of a layer, as the planner's map asks for them. */
export const mapLayerTilesPath = (id: number) => `/api/map-layers/${id}/tiles/{z}/{x}/{y}`;

/**
 * The hub's item event (`OnItemAdded`, `OnItemUpdated`, `OnItemDeleted`) about a map layer, to
 * its subscription's group: which layer and its version now (for a deletion, its last); a
 * planner reads the layers again.
 */
export const MapLayerEvent = z.object({
  kind: z.literal('mapLayer'),
  id: z.int(),
  subscriptionId: z.int(),
  version: z.int(),
  changedBy: ChangedBy,
});
export type MapLayerEvent = z.infer<typeof MapLayerEvent>;
