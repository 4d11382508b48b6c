import type { AnalysisClass } from './raster-classes';
import { type AnalysisHost, type AnalysisHostOptions, createAnalysisHost } from './worker-host';

/**
 * A planner analysis, as the pipeline sees it: its id, the subscription feature that unlocks it
 * (null: every subscription), the run (a worker host: key, cache, progress, cancel; the run
 * function is the worker's, served by worker-protocol.ts) and the classes its grid is drawn in.
 * Its inputs are read from the plan by the feature's own state (use-ztv-request.ts,
 * `shadowStudyOf` in shadow-store.ts, use-noise-request.ts), which builds the `Request` the host
 * runs; the grid frame, the map image, the raster and line layers, the legend and the exports
 * are the shared modules beside this file.
 */
export type Analysis<Request, Outcome, Progress> = {
  id: string;
  featureKey: string | null;
  host: AnalysisHost<Request, Outcome, Progress>;
  key(request: Request): string;
  classes(outcome: Outcome): AnalysisClass[];
};

/** An analysis from its declaration: one key serves the host's cache and the "plan changed since" check. */
export function defineAnalysis<Request, Outcome, Progress>(
  declaration: Omit<Analysis<Request, Outcome, Progress>, 'host'> & Omit<AnalysisHostOptions<Request>, 'key'>,
): Analysis<Request, Outcome, Progress> {
  const { id, featureKey, key, classes, ...host } = declaration;
  return { id, featureKey, key, classes, host: createAnalysisHost({ ...host, key }) };
}
