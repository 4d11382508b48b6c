/**
 * The terrain tile source of the end-to-end run (a second Playwright `webServer`): Terrarium PNGs
 * of TERRAIN_HILL where a tile reaches the hill, every other tile flat at 0 m (one small PNG), so
 * that the views elsewhere are as without terrain and no tile request fails. GET /{z}/{x}/{y}.png;
 * /readyz for Playwright. Under /map-layer/ it is also the run's source of map layers (XYZ and
 * WMS, map-layer-tiles.ts).
 */
import { createServer } from 'node:http';
import { hillTilePng, tilePoint } from '../../../apps/server/src/test/terrain-fixtures';
import { wmsTile, xyzTile } from './map-layer-tiles';
import { E2E_TERRAIN_PORT, TERRAIN_HILL } from './terrain-hill';

const FLAT = hillTilePng({ z: 0, x: 0, y: 0 }, { ...TERRAIN_HILL, peak: 0 }, { size: 256 });
const hill = TERRAIN_HILL;
const dLat = (hill.radius / 110_574) * 1.1;
const dLon = (hill.radius / (111_320 * Math.cos((hill.latitude * Math.PI) / 180))) * 1.1;

/** Whether a tile reaches the hill's square. */
function reachesHill(tile: { z: number; x: number; y: number }) {
  const [west, north] = tilePoint(tile, 0, 0);
  const [east, south] = tilePoint(tile, 1, 1);
  return (
    west <= hill.longitude + dLon &&
    east >= hill.longitude - dLon &&
    south <= hill.latitude + dLat &&
    north >= hill.latitude - dLat
  );
}

const server = createServer((request, response) => {
  if (request.url === '/readyz') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const url = new URL(request.url ?? '/', 'http://localhost');
  const layerTile = /^\/map-layer\/xyz\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
  const layerPng = layerTile
    ? xyzTile(Number(layerTile[1]), Number(layerTile[2]))
    : url.pathname === '/map-layer/wms'
      ? wmsTile(url.searchParams)
      : undefined;
  if (url.pathname.startsWith('/map-layer/')) {
    if (layerPng) response.writeHead(200, { 'content-type': 'image/png' }).end(layerPng);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('no such map layer tile');
    return;
  }
  const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
  if (!match) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('no such tile');
    return;
  }
  const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
  const png = reachesHill({ z, x, y }) ? hillTilePng({ z, x, y }, hill) : FLAT;
  response.writeHead(200, { 'content-type': 'image/png', 'content-length': png.byteLength }).end(png);
});

server.listen(E2E_TERRAIN_PORT, '127.0.0.1', () =>
  console.log(`e2e terrain tiles on http://127.0.0.1:${E2E_TERRAIN_PORT}`),
);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
