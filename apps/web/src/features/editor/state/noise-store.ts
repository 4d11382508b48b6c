import { createAnalysisStore, useAnalysisState } from '@/lib/analysis/analysis-store';
import { noiseAnalysis } from '@/lib/noise/noise-analysis';
import type { NoiseOutcome, NoiseProgress, NoiseRequest } from '@/lib/noise/noise-run';

/** The planner's noise study, shared by the Studies tab's Noise section, the map layer and its legend. */
const store = createAnalysisStore<NoiseRequest, NoiseOutcome, NoiseProgress, Record<string, never>>({
  analysis: noiseAnalysis,
  starting: { phase: 'receptors', fraction: 0 },
  view: {},
});

export const usePlannerNoise = (projectId: number) => useAnalysisState(store, projectId);
export const setPlannerNoise = store.set;
export const startNoise = store.start;
export const cancelNoise = store.cancel;
