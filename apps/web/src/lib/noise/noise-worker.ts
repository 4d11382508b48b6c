import { serveAnalysis } from '@/lib/analysis/worker-protocol';
import { type NoiseOutcome, type NoiseProgress, type NoiseRequest, runNoise } from './noise-run';

/** The noise study in a worker, off the planner's main thread; noise-host.ts ends it to cancel. */
serveAnalysis<NoiseRequest, NoiseOutcome, NoiseProgress>({
  run: (request, _context, onProgress) => runNoise(request, onProgress),
  transfer: (outcome) => [outcome.levels.buffer, outcome.map.cells.buffer, outcome.geoTiff],
});
