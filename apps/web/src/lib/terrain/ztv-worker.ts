import { serveAnalysis } from '../analysis/worker-protocol';
import { createTerrainSource } from './create-terrain-source';
import type { TerrainSource } from './terrain-source';
import { runZtv, type ZtvOutcome, type ZtvProgress, type ZtvRequest } from './ztv-run';

/**
 * The ZTV in a worker: terrain tiles fetched and decoded, the cells' heights read and the
 * sweep run off the planner's main thread. ztv-host.ts starts it, and ends it to cancel. The
 * context is the terrain's key, so its tiles are kept between runs.
 */
let terrain: { key: string; source: TerrainSource } | null = null;

serveAnalysis<ZtvRequest, ZtvOutcome, ZtvProgress>({
  run(request, terrainKey, onProgress) {
    if (terrain?.key !== terrainKey)
      terrain = { key: terrainKey, source: createTerrainSource(request.terrain) };
    return runZtv(request, terrain.source, onProgress);
  },
  transfer: (outcome) => [outcome.tips.buffer, outcome.hubs.buffer, outcome.map.cells.buffer],
});
