import type { ViewerProject } from '@vantage/contracts';
import type { ViewerObject, ViewerPreset } from '@/lib/plan/object-specs';
import type { Pose } from './camera-path';

/**
 * What the 3D engine draws of a plan, made in one place for the public viewer (a presentation's
 * scenario) and the planner's preview (the project's objects as the API answers them): the
 * preview shows what the public link will show. No three.js here: both pages import it.
 */
export type SceneContent = { objects: ViewerObject[]; presets: ViewerPreset[]; windDirection: number };

/** Rotors face this wind (from the south-west, the prevailing wind of north-western Europe) when no viewpoint says. */
export const DEFAULT_WIND_DIRECTION = 225;

/** What a viewpoint gives the camera; the viewer's and the planner's viewpoints both have these fields. */
export type PoseSource = Pick<
  ViewerProject['viewpoints'][number],
  'position' | 'pan' | 'tilt' | 'fieldOfView'
>;

export const poseOf = (v: PoseSource): Pose => ({
  longitude: v.position.longitude,
  latitude: v.position.latitude,
  altitude: v.position.altitude,
  heading: v.pan,
  pitch: v.tilt,
  fov: v.fieldOfView,
});

/**
 * One planner object with the fields of the viewer's answer and no others (a planner object
 * also has its project, scenario, tags and version, which the scene does not draw and the
 * engine's worker need not be sent).
 */
export const viewerObjectOf = (o: ViewerObject): ViewerObject => ({
  id: o.id,
  name: o.name,
  layout: o.layout,
  points: o.points,
  rotation: o.rotation,
  plannerObjectTypeId: o.plannerObjectTypeId,
  presetId: o.presetId,
  plannerObjectDataJson: o.plannerObjectDataJson,
});

export const viewerPresetOf = (p: ViewerPreset): ViewerPreset => ({
  id: p.id,
  name: p.name,
  plannerObjectTypeId: p.plannerObjectTypeId,
  presetDataJson: p.presetDataJson,
});

/**
 * The engine's content for one scenario's objects with the plan's presets, rotors facing the
 * viewpoint's wind; null without a scenario (nothing planned is drawn). Objects in the order
 * of their ids, as the server lists a scenario's objects for the viewer (publishing/viewer.ts),
 * so that the preview's scene is built as the public link's.
 */
export function sceneContent(
  objects: readonly ViewerObject[] | null,
  presets: readonly ViewerPreset[],
  windDirection: number | undefined,
): SceneContent | null {
  if (!objects) return null;
  return {
    objects: [...objects].sort((a, b) => a.id - b.id).map(viewerObjectOf),
    presets: presets.map(viewerPresetOf),
    windDirection: windDirection ?? DEFAULT_WIND_DIRECTION,
  };
}

/**
 * A scenario's objects among the project's, as a presentation of that scenario holds them: all
 * of them, also when the planner hides the scenario on its map (hiding is the planner's own view,
 * not the plan's).
 */
export const objectsOfScenario = <T extends ViewerObject & { scenarioId: number }>(
  objects: readonly T[],
  scenarioId: number | undefined,
): T[] | null => (scenarioId === undefined ? null : objects.filter((o) => o.scenarioId === scenarioId));
