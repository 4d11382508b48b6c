import { plannerDataOf } from '@vantage/contracts';
import type { ShadowFlickerSettings } from '@vantage/contracts/studies/shadow-api';
import { type ShadowPlanObject, shadowPlanStudy } from '@vantage/contracts/studies/shadow-plan';
import { createAnalysisStore, useAnalysisState } from '@/lib/analysis/analysis-store';
import { shadowAnalysis } from '@/lib/shadow/shadow-host';
import type { ShadowOutcome, ShadowProgress, ShadowRequest } from '@/lib/shadow/shadow-run';
import type { Planner } from './use-planner';

/**
 * The planner's shadow flicker, shared by the Studies tab (which starts it) and the map layer;
 * its view is the receptor whose calendar shows.
 */
const store = createAnalysisStore<ShadowRequest, ShadowOutcome, ShadowProgress, { receptor: number }>({
  analysis: shadowAnalysis,
  starting: { phase: 'receptors', fraction: 0 },
  view: { receptor: 0 },
});

export const usePlannerShadow = (projectId: number) => useAnalysisState(store, projectId);
export const setPlannerShadow = store.set;
export const startShadow = store.start;
export const cancelShadow = store.cancel;

/** The plan as the shadow study reads it, the same way as the server's API (shadow-plan.ts). */
export function shadowObjects(planner: Pick<Planner, 'objectList' | 'presetList'>): ShadowPlanObject[] {
  const presets = new Map(planner.presetList.map((preset) => [preset.id, preset.presetDataJson]));
  return planner.objectList.flatMap((object) => {
    const point = object.points[0];
    if (!point) return [];
    return [
      {
        id: object.id,
        name: object.name,
        typeId: object.plannerObjectTypeId,
        scenarioId: object.scenarioId,
        longitude: point.longitude,
        latitude: point.latitude,
        data: plannerDataOf(object.plannerObjectDataJson),
        presetData: plannerDataOf(object.presetId ? presets.get(object.presetId) : undefined),
      },
    ];
  });
}

export function shadowStudyOf(
  planner: Pick<Planner, 'objectList' | 'presetList' | 'activeScenario'>,
  settings: ShadowFlickerSettings,
) {
  return shadowPlanStudy(shadowObjects(planner), planner.activeScenario?.id ?? -1, settings);
}
