import { endianness } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import {
  type CoordinateSystemDefinition,
  type ResampledTerrain,
  readTerrainModel,
  TerrainModelInvalid,
} from './geotiff-reader.js';

/**
 * The thread that reads one uploaded GeoTIFF (./read-upload.ts starts it per upload): decoding
 * and resampling up to 25 megapixels takes seconds of CPU, which on the main thread would stall
 * every request meanwhile. It answers the grid gzipped, as it is stored and sent.
 */
export type ReaderRequest = { bytes: Uint8Array; systems: CoordinateSystemDefinition[] };

export type ReaderAnswer =
  | { ok: Omit<ResampledTerrain, 'grid'> & { gridGzip: Uint8Array } }
  | { invalid: string }
  | { error: string };

const port = parentPort;
if (!port) throw new Error('reader-worker.ts runs as a worker thread');

port.once('message', async ({ bytes, systems }: ReaderRequest) => {
  let answer: ReaderAnswer;
  try {
    const { grid, ...info } = await readTerrainModel(bytes, systems);
    const littleEndian = Buffer.from(grid.buffer, grid.byteOffset, grid.byteLength);
    if (endianness() !== 'LE') littleEndian.swap32();
    answer = { ok: { ...info, gridGzip: gzipSync(littleEndian, { level: 6 }) } };
  } catch (error) {
    answer =
      error instanceof TerrainModelInvalid
        ? { invalid: error.message }
        : { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer);
});
