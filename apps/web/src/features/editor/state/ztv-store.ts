import { createAnalysisStore, useAnalysisState } from '@/lib/analysis/analysis-store';
import type { ZtvLayerName } from '@/lib/terrain/ztv-export';
import { ztvAnalysis } from '@/lib/terrain/ztv-host';
import type { ZtvOutcome, ZtvProgress, ZtvRequest } from '@/lib/terrain/ztv-run';

/**
 * The planner's ZTV, shared by the Terrain tab (which starts it), the map layer and its legend;
 * its view is the layer shown (blade tips or hubs).
 */
const store = createAnalysisStore<ZtvRequest, ZtvOutcome, ZtvProgress, { layer: ZtvLayerName }>({
  analysis: ztvAnalysis,
  starting: { phase: 'terrain', done: 0, total: 1 },
  view: { layer: 'tips' },
});

export const usePlannerZtv = (projectId: number) => useAnalysisState(store, projectId);
export const setPlannerZtv = store.set;
export const startZtv = store.start;
export const cancelZtv = store.cancel;
