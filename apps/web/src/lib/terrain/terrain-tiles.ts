import { mapboxHeight, type TerrainEncoding, terrariumHeight } from '@vantage/contracts';
import type { GeoBox } from './height-grid';

/**
 * Terrain tiles (Web Mercator XYZ, ../shared/VIEWER.md "Terrain"): which tiles cover an area at
 * which zoom, their pixels decoded to heights, and a height read from a decoded tile. Pure: the
 * fetching is create-terrain-source.ts's.
 */

export type TileId = { z: number; x: number; y: number };
export type DecodedTile = TileId & {
  /** Pixels per row and rows (256 for most sources, 512 for some). */
  width: number;
  height: number;
  /** Heights in metres, row by row from the tile's northern edge. */
  heights: Float32Array;
};

/** The equator's length in metres (WGS84): a zoom-0 tile covers it. */
export const EQUATOR_METRES = 40_075_016.686;
const MAX_LATITUDE = 85.051_128_78;

export const tileKey = ({ z, x, y }: TileId) => `${z}/${x}/${y}`;

/** Web Mercator coordinates of a position, 0–1 (x east from 180° W, y south from the top): zoom 0's. */
export function mercator(longitude: number, latitude: number): { x: number; y: number } {
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return {
    x: (longitude + 180) / 360,
    y: (1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2,
  };
}

/** Fractional tile coordinates of a position at zoom z. */
export function tileCoordinates(longitude: number, latitude: number, z: number): { x: number; y: number } {
  const { x, y } = mercator(longitude, latitude);
  return { x: x * 2 ** z, y: y * 2 ** z };
}

/** The tile at zoom z holding a point given in Mercator coordinates (0–1). */
export function tileAt(x: number, y: number, z: number): TileId {
  const n = 2 ** z;
  return {
    z,
    x: Math.min(n - 1, Math.max(0, Math.floor(x * n))),
    y: Math.min(n - 1, Math.max(0, Math.floor(y * n))),
  };
}

/** The tile holding a position at zoom z. */
export function tileOf(longitude: number, latitude: number, z: number): TileId {
  const { x, y } = mercator(longitude, latitude);
  return tileAt(x, y, z);
}

/** The north-west corner of tile (x, y) at zoom z; fractions give points inside it. */
export function tileCorner(x: number, y: number, z: number): { longitude: number; latitude: number } {
  const n = 2 ** z;
  return {
    longitude: (x / n) * 360 - 180,
    latitude: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI,
  };
}

/** Metres on the ground per pixel of a `tileSize` tile at zoom z and this latitude. */
export const metresPerPixel = (z: number, latitude: number, tileSize = 256) =>
  (EQUATOR_METRES * Math.cos((latitude * Math.PI) / 180)) / (tileSize * 2 ** z);

/**
 * The zoom whose pixels are at most `metresPerSample` apart at this latitude (the coarsest such),
 * capped at `maxZoom`: samples further apart than a pixel gain nothing from finer tiles.
 */
export function zoomFor(metresPerSample: number, latitude: number, maxZoom: number): number {
  const wanted = Math.ceil(Math.log2(metresPerPixel(0, latitude) / Math.max(metresPerSample, 0.01)));
  return Math.max(0, Math.min(maxZoom, wanted));
}

/** The tiles at zoom z that cover a box (not crossing the antimeridian), west to east, north to south. */
export function tilesCovering(box: GeoBox, z: number): TileId[] {
  const nw = tileOf(box.west, box.north, z);
  const se = tileOf(box.east, box.south, z);
  const out: TileId[] = [];
  for (let y = nw.y; y <= se.y; y += 1) for (let x = nw.x; x <= se.x; x += 1) out.push({ z, x, y });
  return out;
}

/**
 * The zoom to read a box at: fine enough for `metresPerSample` (zoomFor at the box's middle
 * latitude), but coarser where the box would need more than `maxTiles` tiles, so that one area
 * never asks for more tiles than the cache holds.
 */
export function zoomForBox(box: GeoBox, metresPerSample: number, maxZoom: number, maxTiles: number): number {
  let z = zoomFor(metresPerSample, (box.north + box.south) / 2, maxZoom);
  while (z > 0 && tilesCovering(box, z).length > maxTiles) z -= 1;
  return z;
}

/** Heights of a tile's RGBA pixels (as getImageData gives them) in the source's encoding. */
export function decodeHeights(rgba: ArrayLike<number>, encoding: TerrainEncoding): Float32Array {
  const decode = encoding === 'mapbox' ? mapboxHeight : terrariumHeight;
  const heights = new Float32Array(rgba.length / 4);
  for (let i = 0; i < heights.length; i += 1)
    heights[i] = decode(rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!);
  return heights;
}

/**
 * The height at a position inside a decoded tile, interpolated bilinearly between the four
 * nearest pixel centres (in Web Mercator, the tile's own projection; the edge pixels' values
 * hold out to the tile's edge). Null outside the tile.
 */
export function sampleTile(tile: DecodedTile, longitude: number, latitude: number): number | null {
  const { x, y } = mercator(longitude, latitude);
  return sampleTileAt(tile, x, y);
}

/** sampleTile for a point in Mercator coordinates (0–1), which one point's tiles at every zoom share. */
export function sampleTileAt(tile: DecodedTile, x: number, y: number): number | null {
  const n = 2 ** tile.z;
  const u = x * n - tile.x;
  const v = y * n - tile.y;
  if (u < 0 || u > 1 || v < 0 || v > 1) return null;
  const fx = u * tile.width - 0.5;
  const fy = v * tile.height - 0.5;
  const x0 = Math.min(Math.max(Math.floor(fx), 0), tile.width - 1);
  const y0 = Math.min(Math.max(Math.floor(fy), 0), tile.height - 1);
  const x1 = Math.min(x0 + 1, tile.width - 1);
  const y1 = Math.min(y0 + 1, tile.height - 1);
  const tx = Math.min(Math.max(fx - x0, 0), 1);
  const ty = Math.min(Math.max(fy - y0, 0), 1);
  const h = tile.heights;
  const top = h[y0 * tile.width + x0]! * (1 - tx) + h[y0 * tile.width + x1]! * tx;
  const bottom = h[y1 * tile.width + x0]! * (1 - tx) + h[y1 * tile.width + x1]! * tx;
  return top * (1 - ty) + bottom * ty;
}
