import type { CreatePlannerObjectRequest, PlannerObject } from '@vantage/contracts';
import { translate } from './geometry';

/** Where a copy lands: 20 m east and 20 m south of the original, in sight of it. */
export const PASTE_OFFSET_METRES = 20;

/**
 * The copies a paste creates: each original moved by the same offset (the group keeps its
 * shape), named "… (copy)", in `scenarioId`, the scenario new objects go to (the scenarios
 * panel's "New objects go to"), not the scenario the originals came from.
 */
export function pastedCopies(
  originals: readonly PlannerObject[],
  scenarioId: number,
): CreatePlannerObjectRequest[] {
  const from = originals[0]?.points[0];
  return originals.map((object) => ({
    name: `${object.name} (copy)`.slice(0, 200),
    scenarioId,
    presetId: object.presetId,
    tagNames: object.tagNames,
    layout: object.layout,
    plannerObjectDataJson: object.plannerObjectDataJson,
    points: translate(object.points, PASTE_OFFSET_METRES, -PASTE_OFFSET_METRES, from),
    rotation: object.rotation,
    plannerObjectTypeId: object.plannerObjectTypeId,
  }));
}
