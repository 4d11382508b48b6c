import type { PresentationSettings } from '@vantage/contracts';
import type { StoredPresentationSettings } from '../../db/schema/presentation-settings.js';

/** The stored settings in the publish request's terms (source ids), for the dashboard. */
export function publicSettings(stored: StoredPresentationSettings | null): PresentationSettings | null {
  if (!stored) return null;
  return {
    renamedViewpoints: stored.viewpoints.map((v) => ({ id: v.sourceId, newName: v.name })),
    combinedScenarios: stored.scenarios.map((s) => ({
      combinedName: s.name,
      scenarioIds: s.sourceScenarioIds,
    })),
    renamedTours: stored.tours.map((t) => ({ id: t.sourceId, newName: t.name })),
    defaultViewpoint: stored.defaultViewpointSourceId,
    defaultScenario: stored.defaultScenarioIndex,
  };
}
