import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { BasemapTiles } from './tile-index.js';

/**
 * The thread that cuts basemap tiles (./tile-source.ts starts it): building the 1:10m index
 * takes seconds of CPU, which on the main thread would stall every request and the readiness
 * probe meanwhile.
 */
export type TileRequest = { id: number; z: number; x: number; y: number };

/** `gzip` only where it is smaller than the tile; `etag` names the tile's bytes. */
export type TileAnswer =
  | { id: number; tile: Uint8Array; gzip: Uint8Array | null; etag: string }
  | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('tile-worker.ts runs as a worker thread');
const tiles = new BasemapTiles();

port.on('message', ({ id, z, x, y }: TileRequest) => {
  let answer: TileAnswer;
  try {
    const tile = tiles.encode(z, x, y);
    const compressed = tile.length > 0 ? gzipSync(tile) : null;
    const gzip = compressed && compressed.length < tile.length ? compressed : null;
    const etag = `W/"${createHash('sha256').update(tile).digest('base64url').slice(0, 22)}"`;
    answer = { id, tile, gzip, etag };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer);
});
