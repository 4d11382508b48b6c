import type { ZtvOutcome, ZtvProgress, ZtvRequest } from './ztv-run';
import type { ZtvWorkerEvent, ZtvWorkerMessage } from './ztv-worker';

/** ZTVs kept: enough to switch between a few layouts or radii without calculating again. */
const CACHE_SIZE = 4;
const cache = new Map<string, ZtvOutcome>();
let worker: Worker | null = null;
let runs = 0;

/**
 * What a ZTV depends on, as text: the turbines (positions to about a centimetre, heights), the
 * radius, the cell size, the coordinate system and the terrain (the tiles' source, the project
 * model's version). A change of the plan or of the terrain makes a new key; anything else
 * (names, colours, scenarios) does not.
 */
export function ztvKeys(request: ZtvRequest): { key: string; terrainKey: string } {
  const { tiles, model, failedModel } = request.terrain;
  const terrainKey = JSON.stringify([
    tiles?.url ?? null,
    tiles?.encoding ?? null,
    model ? [model.info.version, model.info.fileName] : null,
    failedModel,
  ]);
  const turbines = request.turbines.map((turbine) => [
    turbine.longitude.toFixed(7),
    turbine.latitude.toFixed(7),
    turbine.hubHeight.toFixed(2),
    turbine.tipHeight.toFixed(2),
  ]);
  const system = request.system ? [request.system.epsgCode, request.system.proj4Definition] : null;
  return {
    key: JSON.stringify([turbines, request.radius, request.cellSize, system, terrainKey]),
    terrainKey,
  };
}

/** The ZTV of this request when it was calculated already. */
export function cachedZtv(request: ZtvRequest): ZtvOutcome | undefined {
  return cache.get(ztvKeys(request).key);
}

function remember(key: string, outcome: ZtvOutcome) {
  cache.delete(key);
  cache.set(key, outcome);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/**
 * Calculates a ZTV in the ZTV worker (started on the first call, a module worker as the 3D
 * engine's), or answers it from the cache. Aborting the signal ends the worker at once: the
 * sweep does not stop to listen, and a new worker starts quickly.
 */
export function calculateZtv(
  request: ZtvRequest,
  options: { onProgress?: (progress: ZtvProgress) => void; signal?: AbortSignal } = {},
): Promise<ZtvOutcome> {
  const { key, terrainKey } = ztvKeys(request);
  const known = cache.get(key);
  if (known) {
    remember(key, known);
    return Promise.resolve(known);
  }
  const current =
    worker ?? new Worker(new URL('./ztv-worker.ts', import.meta.url), { type: 'module', name: 'ztv' });
  worker = current;
  runs += 1;
  const id = runs;
  return new Promise((resolve, reject) => {
    const end = () => {
      options.signal?.removeEventListener('abort', cancel);
      current.onmessage = null;
      current.onerror = null;
    };
    const stop = (error: Error) => {
      end();
      current.terminate();
      if (worker === current) worker = null;
      reject(error);
    };
    const cancel = () => stop(new DOMException('The ZTV was cancelled.', 'AbortError'));
    if (options.signal?.aborted) return cancel();
    options.signal?.addEventListener('abort', cancel, { once: true });
    current.onmessage = ({ data }: MessageEvent<ZtvWorkerEvent>) => {
      if (data.id !== id) return;
      if (data.type === 'progress') options.onProgress?.(data.progress);
      else if (data.type === 'done') {
        end();
        remember(key, data.outcome);
        resolve(data.outcome);
      } else {
        end();
        reject(new Error(data.message));
      }
    };
    current.onerror = (event) =>
      stop(new Error(event.message || 'The ZTV could not be calculated: its worker did not start.'));
    current.postMessage({ id, request, terrainKey } satisfies ZtvWorkerMessage);
  });
}
