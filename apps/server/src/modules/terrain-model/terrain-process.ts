import { readFile } from 'node:fs/promises';
import { endianness } from 'node:os';
import { gzipSync } from 'node:zlib';
import { serveSandboxJob } from '../../uploads/sandbox-child.js';
import {
  type CoordinateSystemDefinition,
  type ResampledTerrain,
  readTerrainModel,
  TerrainModelInvalid,
} from './geotiff-reader.js';

/**
 * The child process that reads one uploaded GeoTIFF (./read-upload.ts starts it per upload):
 * decoding and resampling up to 25 megapixels takes seconds of CPU and hundreds of MB, which
 * in the server would stall every request meanwhile. It answers the grid gzipped, as it is
 * stored and sent.
 */
export type TerrainJob = { path: string; systems: CoordinateSystemDefinition[] };
export type ReadTerrain = Omit<ResampledTerrain, 'grid'> & { gridGzip: Uint8Array };

serveSandboxJob(async ({ path, systems }: TerrainJob): Promise<ReadTerrain> => {
  const { grid, ...info } = await readTerrainModel(await readFile(path), systems);
  const littleEndian = Buffer.from(grid.buffer, grid.byteOffset, grid.byteLength);
  if (endianness() !== 'LE') littleEndian.swap32();
  return { ...info, gridGzip: gzipSync(littleEndian, { level: 6 }) };
}, TerrainModelInvalid);
