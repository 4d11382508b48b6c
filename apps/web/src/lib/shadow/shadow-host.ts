import { defineAnalysis } from '../analysis/analysis';
import { terrainKeyOf } from '../terrain/study-terrain';
import { SHADOW_CLASSES } from './shadow-classes';
import type { ShadowOutcome, ShadowProgress, ShadowRequest } from './shadow-run';

/** What a shadow-flicker result depends on: the whole request (positions, sizes, settings, stops, terrain model). */
export const shadowKey = (request: ShadowRequest) =>
  JSON.stringify([
    request.study.turbines,
    request.study.receptors,
    request.study.settings,
    request.stops,
    request.map,
    terrainKeyOf(request.terrain),
  ]);

export const shadowAnalysis = defineAnalysis<ShadowRequest, ShadowOutcome, ShadowProgress>({
  id: 'shadow-flicker',
  featureKey: 'ShadowFlickerSimulation',
  name: 'shadow flicker calculation',
  start: () =>
    new Worker(new URL('./shadow-worker.ts', import.meta.url), { type: 'module', name: 'shadow-flicker' }),
  key: shadowKey,
  classes: () => SHADOW_CLASSES,
});
