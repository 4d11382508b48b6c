import type { PlannerObject, Preset } from '@vantage/contracts';
import { isProjectWide } from './site-studies';

/**
 * What a planner study (the ZTV, shadow flicker, noise) was calculated for: the scenario, and
 * the version of every object it may read (the scenario's own and the project-wide ones:
 * receptors, existing turbines, the site boundary) and of every turbine model. The report uses
 * a study's maps, calendars and schedule only when the basis they were calculated on is the
 * report's: the same scenario, nothing changed since.
 */
export function studyBasis(
  objects: readonly Pick<PlannerObject, 'id' | 'version' | 'scenarioId' | 'layout' | 'plannerObjectTypeId'>[],
  presets: readonly Pick<Preset, 'id' | 'presetDataJson'>[],
  scenarioId: number,
): string {
  const read = objects
    .filter((object) => object.scenarioId === scenarioId || isProjectWide(object))
    .map((object) => `${object.id}:${object.version}`)
    .sort();
  const models = presets
    .map((preset) => `${preset.id}:${JSON.stringify(preset.presetDataJson ?? null)}`)
    .sort();
  return JSON.stringify([scenarioId, read, models]);
}
