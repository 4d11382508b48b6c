import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { ApiError, badRequest } from '../../http/problem.js';
import { workerScript } from '../../worker-script.js';
import type { CoordinateSystemDefinition } from './geotiff-reader.js';
import type { ReaderAnswer, ReaderRequest } from './reader-worker.js';

export type ReadTerrain = Extract<ReaderAnswer, { ok: unknown }>['ok'];

/** Uploads read at once in this process; more wait their turn (each may hold a few hundred MB). */
const readers = pLimit(2);
/** A reading that takes longer than this is given up (the worker is ended). */
const READ_TIMEOUT_MS = 120_000;

/**
 * Reads an uploaded GeoTIFF in a worker thread of its own (./reader-worker.ts), which ends
 * when it has answered: 400 with the reader's words for a file that is not a usable terrain
 * model; any other failure is ours (500).
 */
export function readTerrainUpload(
  bytes: Uint8Array,
  systems: CoordinateSystemDefinition[],
): Promise<ReadTerrain> {
  return readers(
    () =>
      new Promise<ReadTerrain>((resolve, reject) => {
        const { url, execArgv } = workerScript(import.meta.url, 'reader-worker');
        const worker = new Worker(url, {
          ...(execArgv ? { execArgv } : {}),
          // geotiff loads `web-worker`, which in any worker thread reads workerData.mod (and
          // throws without workerData); an object without `mod` leaves it inert.
          workerData: {},
          // The rasters are ArrayBuffers outside this heap; the heap holds little else.
          resourceLimits: { maxOldGenerationSizeMb: 512 },
        });
        let settled = false;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          void worker.terminate();
          outcome();
        };
        const timer = setTimeout(
          () =>
            settle(() =>
              reject(new ApiError(500, 'Internal Server Error', 'Reading the terrain model took too long.')),
            ),
          READ_TIMEOUT_MS,
        );
        worker.once('message', (answer: ReaderAnswer) =>
          settle(() => {
            if ('ok' in answer) resolve(answer.ok);
            else if ('invalid' in answer) reject(badRequest(answer.invalid));
            else reject(new Error(`Reading a terrain model failed: ${answer.error}`));
          }),
        );
        worker.once('error', (error) => settle(() => reject(error)));
        worker.once('exit', (code) =>
          settle(() => reject(new Error(`The terrain model reader ended (exit code ${code})`))),
        );
        // A copy of its own, so that handing it over leaves nothing shared behind.
        const copy = new Uint8Array(bytes);
        worker.postMessage({ bytes: copy, systems } satisfies ReaderRequest, [copy.buffer]);
      }),
  );
}
