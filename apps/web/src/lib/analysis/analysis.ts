import type { AnalysisClass } from './raster-classes';
import type { AnalysisHost } from './worker-host';

/**
 * A planner analysis, as the pipeline sees it: its id, the subscription feature that unlocks it
 * (null: every subscription), the run (a worker host: key, cache, progress, cancel) and the
 * classes its grid is drawn in. Its inputs are read from the plan by the feature's own hook
 * (use-ztv-request.ts, use-shadow-inputs.ts), which builds the `Request` the host runs; the grid
 * frame, the map image, the raster layer, the legend and the exports are the shared modules
 * beside this file.
 */
export type Analysis<Request, Outcome, Progress> = {
  id: string;
  featureKey: string | null;
  host: AnalysisHost<Request, Outcome, Progress>;
  key(request: Request): string;
  classes(outcome: Outcome): AnalysisClass[];
};
