import { defineAnalysis } from '@/lib/analysis/analysis';
import { terrainKeyOf } from '@/lib/terrain/study-terrain';
import { noiseClasses } from './noise-classes';
import type { NoiseOutcome, NoiseProgress, NoiseRequest } from './noise-run';

/** Everything the result depends on: the plan's turbines and receptors, the settings, the grid, the terrain model. */
const key = ({ terrain, ...request }: NoiseRequest) =>
  JSON.stringify({ ...request, terrain: terrainKeyOf(terrain) });

/** The planner's noise study as an analysis of the pipeline (lib/analysis), unlocked by NoiseSimulation. */
export const noiseAnalysis = defineAnalysis<NoiseRequest, NoiseOutcome, NoiseProgress>({
  id: 'noise',
  featureKey: 'NoiseSimulation',
  name: 'noise study',
  start: () => new Worker(new URL('./noise-worker.ts', import.meta.url), { type: 'module', name: 'noise' }),
  key,
  classes: () => NOISE_CLASSES,
});

export const NOISE_CLASSES = noiseClasses();
