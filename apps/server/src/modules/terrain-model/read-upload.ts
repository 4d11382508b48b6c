import { TERRAIN_MODEL_MAX_BYTES } from '@vantage/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/problem.js';
import { withFileSource } from '../../uploads/byte-source.js';
import { admitUpload, decodeInTurn } from '../../uploads/decode-queue.js';
import { FileTooLarge, receiveUpload, storedFileName } from '../../uploads/receive.js';
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
  const ticket = admitUpload(subscriptionId, 'terrain model');
  try {
    const file = await receiveUpload(request, {
      maxBytes: TERRAIN_MODEL_MAX_BYTES,
      label: 'terrain model',
    }).catch((error) => {
      if (error instanceof FileTooLarge)
        throw badRequest(
          `The file is larger than ${formatMegabytes(TERRAIN_MODEL_MAX_BYTES)}, the most a terrain model may be: cut or resample it first.`,
        );
      throw error;
    });
    try {
      checkStructure(file.path, file.bytes);
      const terrain = await decodeInTurn<ReadTerrain>(
        ticket,
        {
          moduleUrl: import.meta.url,
          script: 'terrain-process',
          input: { path: file.path, systems: await systems() } satisfies TerrainJob,
          limits: TERRAIN_LIMITS,
          label: 'terrain model',
        },
        signal,
      );
      return { ...terrain, fileName: storedFileName(file.fileName, 'terrain.tif') };
    } finally {
      await file.remove();
    }
  } finally {
    ticket.release();
  }
}

/**
 * Refuses, before any decoder starts, a file that is not a TIFF or whose directory declares
 * what cannot be afforded (./tiff-structure.ts): it reads the header, the directory and the
 * block tables (at most a few MB), in milliseconds, so the hostile file costs no child process.
 */
function checkStructure(path: string, size: number): void {
  try {
    withFileSource(path, size, (source) => {
      if (!isTiff(source.read(0, 8))) throw badRequest(NOT_A_TIFF);
      readTiffStructure(source);
    });
  } catch (error) {
    if (error instanceof TiffStructureInvalid) throw badRequest(error.message);
    throw error;
  }
}
