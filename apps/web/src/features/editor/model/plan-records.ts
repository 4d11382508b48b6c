import type {
  CreatePresetRequest,
  CreateScenarioRequest,
  CreateTourRequest,
  CreateViewpointRequest,
  PlannerObject,
  Preset,
  Scenario,
  Tour,
  Viewpoint,
} from '@vantage/contracts';
import { recipeOf } from '../state/object-changes';
import type { PlanChange, PlanKind, PlanStep } from './plan-history';

/**
 * What the history keeps of a record it made or deleted: the recipe its undo or redo makes it
 * again from (a create request of the kind), and the steps of a create, a delete and a scenario
 * reorder, with what the server does beside a delete (a deleted viewpoint leaves the tours that
 * stopped at it, a deleted scenario takes its objects along) as changes of their own, so that
 * the undo gives those back too. Pure: the calls and the list live in state/plan-calls.ts.
 */

/** A viewpoint made again as it was; its photograph is not part of it (a file, uploaded apart). */
export function viewpointRecipe(viewpoint: Viewpoint): CreateViewpointRequest {
  return {
    name: viewpoint.name,
    position: viewpoint.position,
    visible: viewpoint.visible,
    tagNames: viewpoint.tagNames,
    pan: viewpoint.pan,
    tilt: viewpoint.tilt,
    fieldOfView: viewpoint.fieldOfView,
    windDirection: viewpoint.windDirection,
    viewingDateTime: viewpoint.viewingDateTime,
    panoId: viewpoint.panoId,
    sortOrder: viewpoint.sortOrder,
  };
}

export function tourRecipe(tour: Tour): CreateTourRequest {
  return {
    name: tour.name,
    autoAnimate: tour.autoAnimate,
    animationMode: tour.animationMode,
    easing: tour.easing,
    viewpointIds: tour.viewpointIds,
    sortOrder: tour.sortOrder,
  };
}

export function presetRecipe(preset: Preset): CreatePresetRequest {
  return {
    name: preset.name,
    plannerObjectTypeId: preset.plannerObjectTypeId,
    presetDataJson: preset.presetDataJson,
  };
}

/**
 * A scenario made again as it was, with its place in the list (`sortOrder`, 0-based), which the
 * create request does not take: the applier renumbers the new scenario to it.
 */
export type ScenarioRecipe = CreateScenarioRequest & { sortOrder: number };

export function scenarioRecipe(scenario: Scenario, place: number): ScenarioRecipe {
  return {
    name: scenario.name,
    visible: scenario.visible,
    color: scenario.color,
    tagNames: scenario.tagNames,
    scenarioDataJson: scenario.scenarioDataJson,
    sortOrder: place,
  };
}

/** The step of a record made: its undo deletes it, its redo makes it again from the recipe. */
export function createStep(label: string, kind: PlanKind, id: number, recipe: object): PlanStep {
  return { label, changes: [{ kind, id, before: null, after: { ...recipe } }] };
}

/** The step of a record deleted: its undo makes it again (a new id, which the history follows). */
export function deleteStep(label: string, kind: PlanKind, id: number, recipe: object): PlanStep {
  return { label, changes: [{ kind, id, before: { ...recipe }, after: null }] };
}

/**
 * A viewpoint deleted: first the tours that stopped at it lose those stops (as the server does),
 * then the viewpoint goes. Undone the other way round: the viewpoint is made again, then the
 * tours get their stops back, on the new viewpoint's id.
 */
export function viewpointDeleteStep(label: string, viewpoint: Viewpoint, tours: readonly Tour[]): PlanStep {
  const stops: PlanChange[] = tours
    .filter((tour) => tour.viewpointIds.includes(viewpoint.id))
    .map((tour) => ({
      kind: 'tour',
      id: tour.id,
      before: { viewpointIds: tour.viewpointIds },
      after: { viewpointIds: tour.viewpointIds.filter((id) => id !== viewpoint.id) },
    }));
  const deleted = deleteStep(label, 'viewpoint', viewpoint.id, viewpointRecipe(viewpoint));
  return { label, changes: [...stops, ...deleted.changes] };
}

/**
 * A scenario deleted with its objects (the server deletes them with it): the objects first,
 * then the scenario. Undone: the scenario is made again in its place, then its objects in it.
 */
export function scenarioDeleteStep(
  label: string,
  scenario: Scenario,
  place: number,
  objects: readonly PlannerObject[],
): PlanStep {
  const inIt: PlanChange[] = objects
    .filter((object) => object.scenarioId === scenario.id)
    .map((object) => ({ kind: 'plannerObject', id: object.id, before: recipeOf(object), after: null }));
  const deleted = deleteStep(label, 'scenario', scenario.id, scenarioRecipe(scenario, place));
  return { label, changes: [...inIt, ...deleted.changes] };
}

/** A scenario moved from one place of the list to another (0-based; the others move up or down). */
export function scenarioMoveStep(label: string, id: number, from: number, to: number): PlanStep {
  return {
    label,
    changes: [{ kind: 'scenario', id, before: { sortOrder: from }, after: { sortOrder: to } }],
  };
}

/** A change that only moves a scenario in the list (sent as a renumber, not an update). */
export function isScenarioMove(change: PlanChange): change is PlanChange & { after: { sortOrder: number } } {
  return (
    change.kind === 'scenario' &&
    change.before !== null &&
    change.after !== null &&
    Object.keys(change.after).length === 1 &&
    typeof change.after.sortOrder === 'number'
  );
}
