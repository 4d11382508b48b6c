import { createTerrainSource } from './create-terrain-source';
import type { TerrainSource } from './terrain-source';
import { runZtv, type ZtvOutcome, type ZtvProgress, type ZtvRequest } from './ztv-run';

/** To the worker: a ZTV to calculate; `terrainKey` names the terrain, so its tiles are kept between runs. */
export type ZtvWorkerMessage = { id: number; request: ZtvRequest; terrainKey: string };
export type ZtvWorkerEvent =
  | { id: number; type: 'progress'; progress: ZtvProgress }
  | { id: number; type: 'done'; outcome: ZtvOutcome }
  | { id: number; type: 'failed'; message: string };

/**
 * The ZTV in a worker: terrain tiles fetched and decoded, the cells' heights read and the
 * sweep run off the planner's main thread. ztv-host.ts starts it, and ends it to cancel.
 */
const scope = self as unknown as {
  postMessage(message: ZtvWorkerEvent, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<ZtvWorkerMessage>) => void) | null;
};

let terrain: { key: string; source: TerrainSource } | null = null;

scope.onmessage = ({ data: { id, request, terrainKey } }) => {
  if (terrain?.key !== terrainKey)
    terrain = { key: terrainKey, source: createTerrainSource(request.terrain) };
  runZtv(request, terrain.source, (progress) => scope.postMessage({ id, type: 'progress', progress }))
    .then((outcome) =>
      scope.postMessage({ id, type: 'done', outcome }, [
        outcome.tips.buffer,
        outcome.hubs.buffer,
        outcome.map.cells.buffer,
      ]),
    )
    .catch((error: unknown) =>
      scope.postMessage({
        id,
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
};
