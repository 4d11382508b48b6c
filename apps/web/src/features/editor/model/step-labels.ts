import { i18n } from '@lingui/core';

/**
 * The names of the history's steps for records other than planner objects, as the toolbar's
 * Undo and Redo buttons say them ("Undo Rename scenario"), in the planner's language
 * (planner.stepLabels.*, docs/decisions/200-planner-languages.md).
 */

type Named = { name: string };

export function viewpointStepLabel(viewpoint: Named, body: object): string {
  if ('position' in body) return i18n._('planner.stepLabels.moveViewpoint', { name: viewpoint.name });
  if ('pan' in body || 'tilt' in body || 'fieldOfView' in body)
    return i18n._('planner.stepLabels.turnViewpoint', { name: viewpoint.name });
  if ('name' in body) return i18n._('planner.stepLabels.renameViewpoint');
  return i18n._('planner.stepLabels.change', { name: viewpoint.name });
}

const sameStops = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function tourStepLabel(tour: Named & { viewpointIds: readonly number[] }, body: object): string {
  const stops = (body as { viewpointIds?: readonly number[] }).viewpointIds;
  if (stops)
    return sameStops(stops, tour.viewpointIds)
      ? i18n._('planner.stepLabels.reorderTour', { name: tour.name })
      : i18n._('planner.stepLabels.changeStops', { name: tour.name });
  if ('name' in body) return i18n._('planner.stepLabels.renameTour');
  return i18n._('planner.stepLabels.change', { name: tour.name });
}

export function presetStepLabel(preset: Named, _body: object): string {
  return i18n._('planner.stepLabels.changePreset', { name: preset.name });
}

export function scenarioStepLabel(scenario: Named, body: object): string {
  if ('name' in body) return i18n._('planner.stepLabels.renameScenario');
  return i18n._('planner.stepLabels.change', { name: scenario.name });
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

/** Objects read from a file, one step: "Import 3 objects from houses.zip". */
export const importStepLabel = (count: number, file: string): string =>
  i18n._('planner.stepLabels.import', { count, file });

/** The selection deleted: "Delete Turbine 1", or "Delete 3 objects". */
export const deleteObjectsStepLabel = (objects: ReadonlyArray<Named>): string =>
  objects.length === 1
    ? deleteStepLabel(objects[0]?.name ?? '')
    : i18n._('planner.stepLabels.deleteObjects', { count: objects.length });

/** Copies pasted: "Paste Turbine 1 (copy)", or "Paste 3 objects". */
export const pasteStepLabel = (objects: ReadonlyArray<Named>): string =>
  objects.length === 1
    ? i18n._('planner.stepLabels.pasteCopy', { name: objects[0]?.name ?? '' })
    : i18n._('planner.stepLabels.pasteObjects', { count: objects.length });
