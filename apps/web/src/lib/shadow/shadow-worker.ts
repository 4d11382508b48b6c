import { serveAnalysis } from '../analysis/worker-protocol';
import { runShadow, type ShadowOutcome, type ShadowProgress, type ShadowRequest } from './shadow-run';

/** Shadow flicker off the planner's main thread; shadow-host.ts starts it, and ends it to cancel. */
serveAnalysis<ShadowRequest, ShadowOutcome, ShadowProgress>({
  run: async (request, _context, onProgress) => runShadow(request, onProgress),
  transfer: (outcome) => (outcome.map ? [outcome.map.hours.buffer, outcome.map.image.cells.buffer] : []),
});
