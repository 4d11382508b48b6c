/**
 * The map layers' sources of the end-to-end run, served by the run's tile server
 * (terrain-tile-server.ts) under /map-layer/: tiles of known colours on either side of a known
 * meridian and parallel, so that a spec can find where the planner's map draws the boundary and
 * check it against the coordinates there.
 * - XYZ (`/map-layer/xyz/{z}/{x}/{y}.png`): opaque red west of XYZ_EDGE_LONGITUDE, clear east of it;
 * - WMS (`/map-layer/wms?…GetMap…`): opaque blue south of WMS_EDGE_LATITUDE, clear north of it,
 *   drawn from the request's BBOX in EPSG:3857 (so a wrong BBOX draws the edge elsewhere).
 */
import { encode } from 'fast-png';
import { E2E_TERRAIN_PORT } from './terrain-hill';

export const MAP_LAYER_SOURCE_ORIGIN = `http://127.0.0.1:${E2E_TERRAIN_PORT}`;
export const XYZ_EDGE_LONGITUDE = 8.5;
export const WMS_EDGE_LATITUDE = 49.5;
export const XYZ_COLOUR = [255, 0, 0] as const;
export const WMS_COLOUR = [0, 0, 255] as const;

const HALF_WORLD = 20_037_508.342789244;
const SIZE = 256;

const longitudeOfMercator = (x: number) => (x / HALF_WORLD) * 180;
const latitudeOfMercator = (y: number) =>
  (Math.atan(Math.exp((y / HALF_WORLD) * Math.PI)) * 360) / Math.PI - 90;

/** A 256 × 256 RGBA PNG: `colour` where `inside(column, row)`, clear elsewhere. */
function png(colour: readonly number[], inside: (column: number, row: number) => boolean): Buffer {
  const data = new Uint8Array(SIZE * SIZE * 4);
  for (let row = 0; row < SIZE; row++)
    for (let column = 0; column < SIZE; column++) {
      if (!inside(column, row)) continue;
      data.set([...colour, 255], (row * SIZE + column) * 4);
    }
  return Buffer.from(encode({ width: SIZE, height: SIZE, data, channels: 4 }));
}

/** The XYZ tile z/x (any row): red where its pixels' centres lie west of the edge. */
export function xyzTile(z: number, x: number): Buffer {
  const tileWidth = (2 * HALF_WORLD) / 2 ** z;
  return png(
    XYZ_COLOUR,
    (column) =>
      longitudeOfMercator(-HALF_WORLD + (x + (column + 0.5) / SIZE) * tileWidth) < XYZ_EDGE_LONGITUDE,
  );
}

/** A WMS GetMap answer for `query`: blue where its pixels' centres lie south of the edge; undefined when it is no GetMap of ours. */
export function wmsTile(query: URLSearchParams): Buffer | undefined {
  if (query.get('REQUEST') !== 'GetMap' || query.get('CRS') !== 'EPSG:3857' || query.get('LAYERS') !== 'edge')
    return undefined;
  const [, south, , north] = (query.get('BBOX') ?? '').split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const height = Number(query.get('HEIGHT'));
  return png(
    WMS_COLOUR,
    (_column, row) =>
      latitudeOfMercator(north - ((row + 0.5) / height) * (north - south)) < WMS_EDGE_LATITUDE,
  );
}
