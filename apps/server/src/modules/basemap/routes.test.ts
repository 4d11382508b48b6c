import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { BASEMAP_ATTRIBUTION } from '@vantage/contracts';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { resolutionOf } from './natural-earth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** No sign-in header: the basemap is public. */
const getTile = (z: number | string, x: number | string, y: number | string, headers = {}) =>
  t.app.inject({ url: `/api/basemap/${z}/${x}/${y}`, headers });

function decode(body: Buffer) {
  return new VectorTile(new PbfReader(body));
}

function ringContains(ring: Position[], [lon, lat]: Position): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat! !== yj > lat! && lon! < ((xj - xi) * (lat! - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a land feature of the tile (as the map reads it: rings classified by winding) holds the point. */
function onLand(body: Buffer, tile: [number, number, number], point: Position): boolean {
  const land = decode(body).layers.land;
  if (!land) return false;
  const [z, x, y] = tile;
  for (let i = 0; i < land.length; i++) {
    const geometry = (land.feature(i).toGeoJSON(x, y, z) as Feature<Polygon | MultiPolygon>).geometry;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const [outer, ...holes] of polygons) {
      if (ringContains(outer!, point) && !holes.some((hole) => ringContains(hole, point))) return true;
    }
  }
  return false;
}

describe('GET /api/basemap/{z}/{x}/{y}', () => {
  it('answers a vector tile over the Low Countries with land polygons and border lines, cacheable for a day', async () => {
    const res = await getTile(6, 33, 21);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^W\/"[\w-]{22}"$/);
    const tile = decode(res.rawPayload);
    expect(Object.keys(tile.layers).sort()).toEqual(['borders', 'land']);
    const land = tile.layers.land!;
    expect(land.length).toBeGreaterThan(0);
    expect(land.version).toBe(2);
    expect(new Set(Array.from({ length: land.length }, (_, i) => land.feature(i).type))).toEqual(
      new Set([3]),
    );
    const borders = tile.layers.borders!;
    expect(borders.length).toBeGreaterThan(0);
    expect(borders.feature(0).type).toBe(2);
  });

  it('draws the coast where it is: Brussels and Amsterdam on land, the North Sea and the Channel not', async () => {
    const tile: [number, number, number] = [6, 32, 21];
    const res = await getTile(...tile);
    expect(res.statusCode).toBe(200);
    expect(onLand(res.rawPayload, tile, [4.35, 50.85])).toBe(true);
    expect(onLand(res.rawPayload, tile, [4.9, 52.37])).toBe(true);
    expect(onLand(res.rawPayload, tile, [3.0, 52.0])).toBe(false);
    expect(onLand(res.rawPayload, tile, [0.5, 50.2])).toBe(false);
  });

  it('answers open sea as an empty tile: no land, no borders', async () => {
    // The central Pacific between Hawaii and Mexico.
    const res = await getTile(5, 3, 14);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(decode(res.rawPayload).layers).toEqual({});
    expect(res.rawPayload.length).toBe(0);
  });

  it('serves the whole world at zoom 0 from the coarse data, and the coarse and fine scales by zoom', async () => {
    const res = await getTile(0, 0, 0);
    const tile = decode(res.rawPayload);
    expect(tile.layers.land!.length).toBeGreaterThan(0);
    expect(tile.layers.borders!.length).toBeGreaterThan(0);
    expect([0, 2, 3, 4, 5, 10].map(resolutionOf)).toEqual(['110m', '110m', '50m', '50m', '10m', '10m']);
  });

  it('sends the tile gzipped when the client accepts it, and 304 for its ETag', async () => {
    const plain = await getTile(6, 33, 21);
    const zipped = await getTile(6, 33, 21, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    const again = await getTile(6, 33, 21, { 'if-none-match': plain.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stale = await getTile(6, 33, 21, { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it.each([
    [11, 0, 0, 'params.z'],
    [-1, 0, 0, 'params.z'],
    [6, 64, 0, 'params.x: must be less than 64 at zoom 6'],
    [6, 0, 64, 'params.y: must be less than 64 at zoom 6'],
    [0, 1, 0, 'params.x: must be less than 1 at zoom 0'],
    [1.5, 0, 0, 'params.z'],
    ['a', 0, 0, 'params.z'],
    [3, 'x', 0, 'params.x'],
    [3, 0, '1e400', 'params.y'],
  ])('answers 400 problem+json for z=%s x=%s y=%s, naming the parameter', async (z, x, y, field) => {
    const res = await getTile(z, x, y);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toContain(field);
  });

  it('gives the client the attribution of the data', async () => {
    const res = await t.app.inject({ url: '/api/client-config' });
    expect(res.json().map.basemapAttribution).toBe(BASEMAP_ATTRIBUTION);
    expect(BASEMAP_ATTRIBUTION).toBe('Natural Earth');
  });
});
