import { type NoiseStudyInput, runNoiseStudy } from '@vantage/contracts/studies/noise-study';
import {
  computeShadowFlicker,
  type ReceptorShadow,
  type ShadowReceptor,
  type ShadowSettings,
  type ShadowTurbine,
} from '@vantage/contracts/studies/shadow-flicker';

/**
 * The pure study functions the server runs off the request thread, one named export each
 * (the name is what `StudyPool.run` asks for; ./study-pool.ts loads this file in its worker
 * threads). Each takes and answers plain data (structured clone); they call the same modules
 * as the planner's workers (decision 179), and keep of the result what the API answers.
 */

export type ShadowFlickerInput = {
  turbines: ShadowTurbine[];
  receptors: ShadowReceptor[];
  settings: ShadowSettings;
};

/** Per receptor, the figures of the calculation (the calendar's periods are the planner's). */
export type ShadowFlickerFigures = Omit<ReceptorShadow, 'periods'>;

export function shadowFlicker({ turbines, receptors, settings }: ShadowFlickerInput): ShadowFlickerFigures[] {
  return computeShadowFlicker(turbines, receptors, settings).receptors.map(
    ({ periods: _periods, ...figures }) => figures,
  );
}

/** The noise at every receptor (docs/studies/noise.md), as the planner's worker computes it. */
export function noise({ input, bands }: { input: NoiseStudyInput; bands: boolean }) {
  return runNoiseStudy(input, { bands });
}

/** Every study the pool runs, by name. */
export const studyFunctions = { shadowFlicker, noise } satisfies Record<string, (input: never) => unknown>;
export type StudyName = keyof typeof studyFunctions;
export type StudyInput<Name extends StudyName> = Parameters<(typeof studyFunctions)[Name]>[0];
export type StudyOutput<Name extends StudyName> = ReturnType<(typeof studyFunctions)[Name]>;
