import { i18n } from '@lingui/core';

/**
 * The names of the history's steps for records other than planner objects, as the toolbar's
 * Undo and Redo buttons say them ("Undo Rename scenario").
 */

type Named = { name: string };

export function viewpointStepLabel(viewpoint: Named, body: object): string {
  if ('position' in body) return `Move ${viewpoint.name}`;
  if ('pan' in body || 'tilt' in body || 'fieldOfView' in body) return `Turn ${viewpoint.name}`;
  if ('name' in body) return 'Rename viewpoint';
  return `Change ${viewpoint.name}`;
}

const sameStops = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function tourStepLabel(tour: Named & { viewpointIds: readonly number[] }, body: object): string {
  const stops = (body as { viewpointIds?: readonly number[] }).viewpointIds;
  if (stops)
    return sameStops(stops, tour.viewpointIds) ? `Reorder ${tour.name}` : `Change the stops of ${tour.name}`;
  if ('name' in body) return 'Rename tour';
  return `Change ${tour.name}`;
}

export function presetStepLabel(preset: Named, _body: object): string {
  return `Change preset ${preset.name}`;
}

export function scenarioStepLabel(scenario: Named, body: object): string {
  if ('name' in body) return 'Rename scenario';
  return `Change ${scenario.name}`;
}

/** A record made (a viewpoint placed or duplicated, a tour, a scenario): "Add Viewpoint 3". */
export const addStepLabel = (name: string): string => i18n._('planner.stepLabels.add', { name });

/** A record deleted: "Delete Viewpoint 3". */
export const deleteStepLabel = (name: string): string => i18n._('planner.stepLabels.delete', { name });

export const addPresetStepLabel = (name: string): string => i18n._('planner.stepLabels.addPreset', { name });

export const deletePresetStepLabel = (name: string): string =>
  i18n._('planner.stepLabels.deletePreset', { name });

/** A scenario moved one place up or down the list. */
export const moveScenarioStepLabel = (name: string, up: boolean): string =>
  up ? i18n._('planner.stepLabels.moveUp', { name }) : i18n._('planner.stepLabels.moveDown', { name });
