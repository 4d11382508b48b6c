import { TERRAIN_MODEL_MAX_BYTES } from '@vantage/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/problem.js';
import type { ByteSource } from '../../uploads/byte-source.js';
import { readUpload } from '../../uploads/decode-queue.js';
import { formatMegabytes } from '../files/store.js';
import type { CoordinateSystemDefinition } from './geotiff-reader.js';
import type { ReadTerrain, TerrainJob } from './terrain-process.js';
import { isTiff, NOT_A_TIFF, readTiffStructure, TiffStructureInvalid } from './tiff-structure.js';

export type { ReadTerrain };

/**
 * A decode's bounds: a 25-megapixel model of 64-bit heights is 200 MB as geotiff reads it and
 * 100 MB as heights, before it is resampled; a valid one takes a few seconds.
 */
const TERRAIN_LIMITS = { memoryMb: 1024, timeoutMs: 60_000 };

/**
 * Refuses, before any decoder starts, a file that is not a TIFF or whose directory declares
 * what cannot be afforded (./tiff-structure.ts): it reads the header, the directory and the
 * block tables (at most a few MB), in milliseconds, so the hostile file costs no child process.
 */
function checkStructure(source: ByteSource): void {
  if (!isTiff(source.read(0, 8))) throw badRequest(NOT_A_TIFF);
  try {
    readTiffStructure(source);
  } catch (error) {
    if (error instanceof TiffStructureInvalid) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Receives an uploaded GeoTIFF and reads it (./geotiff-reader.ts) in a child process in the
 * organisation's turn (../../uploads/decode-queue.ts): 429 when the organisation or the server
 * has too many uploads in flight, 400 with the reader's words for a file that is not a usable
 * terrain model. A file over the size limit is a file that cannot be used, like the other
 * refusals: 400, not 413. `systems` is asked for once the file is in, so that a refused
 * upload costs no query.
 */
export async function readTerrainUpload(
  request: FastifyRequest,
  subscriptionId: number,
  systems: () => Promise<CoordinateSystemDefinition[]>,
  signal: AbortSignal,
): Promise<ReadTerrain & { fileName: string }> {
  const { result, fileName } = await readUpload<ReadTerrain>(
    request,
    subscriptionId,
    {
      label: 'terrain model',
      maxBytes: TERRAIN_MODEL_MAX_BYTES,
      tooLarge: `The file is larger than ${formatMegabytes(TERRAIN_MODEL_MAX_BYTES)}, the most a terrain model may be: cut or resample it first.`,
      fallbackName: 'terrain.tif',
      check: checkStructure,
      job: async (path) => ({
        moduleUrl: import.meta.url,
        script: 'terrain-process',
        input: { path, systems: await systems() } satisfies TerrainJob,
        limits: TERRAIN_LIMITS,
      }),
    },
    signal,
  );
  return { ...result, fileName };
}
