import type { PlannerObject, Preset, ViewerProject } from '@vantage/contracts';
import { DEFAULT_WIND_DIRECTION as CONTRACTS_DEFAULT_WIND_DIRECTION } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { objectSpec } from '@/lib/plan/object-specs';
import { DEFAULT_WIND_DIRECTION, objectsOfScenario, poseOf, sceneContent } from './content';
import { objectSignature, presetDataById } from './plan-objects';

const rotation = { x: 0, y: 0, z: 0, w: 1 };
const planner = (o: Partial<PlannerObject> & Pick<PlannerObject, 'id' | 'scenarioId'>): PlannerObject => ({
  name: `Object ${o.id}`,
  projectId: 5,
  presetId: null,
  tagNames: ['north row'],
  layout: 'Point',
  plannerObjectDataJson: '{}',
  points: [{ longitude: 4.4 + o.id / 1000, latitude: 52.56 }],
  rotation,
  plannerObjectTypeId: 1,
  version: 3,
  ...o,
});

/** A project as the planner's API answers it: two scenarios, the second hidden on the planner's map. */
const objects: PlannerObject[] = [
  planner({ id: 12, scenarioId: 2, presetId: 7, plannerObjectDataJson: '{"hubHeight":140}' }),
  planner({ id: 3, scenarioId: 2 }),
  planner({ id: 4, scenarioId: 1 }),
  planner({
    id: 8,
    scenarioId: 2,
    layout: 'Area',
    plannerObjectTypeId: 2,
    points: [
      { longitude: 4.41, latitude: 52.5 },
      { longitude: 4.42, latitude: 52.5 },
      { longitude: 4.42, latitude: 52.51 },
    ],
    plannerObjectDataJson: '{"tilt":25}',
  }),
  planner({
    id: 9,
    scenarioId: 2,
    layout: 'Path',
    plannerObjectTypeId: 3,
    points: [
      { longitude: 4.41, latitude: 52.5 },
      { longitude: 4.5, latitude: 52.6 },
    ],
  }),
];
const presets: Preset[] = [
  {
    id: 7,
    projectId: 5,
    name: 'V150',
    plannerObjectTypeId: 1,
    presetDataJson: '{"rotorDiameter":150}',
    version: 1,
  },
];

/** The same plan published with scenario 2 alone, as the server answers the public viewer. */
const viewerScenario: ViewerProject['scenarios'][number] = {
  id: 2,
  name: 'Scenario 2',
  color: '44B3EA',
  plannerObjects: objects
    .filter((o) => o.scenarioId === 2)
    .sort((a, b) => a.id - b.id)
    .map((o) => ({
      id: o.id,
      name: o.name,
      layout: o.layout,
      points: o.points,
      rotation: o.rotation,
      plannerObjectTypeId: o.plannerObjectTypeId,
      presetId: o.presetId,
      plannerObjectDataJson: o.plannerObjectDataJson,
    })),
};
const viewerPresets: ViewerProject['presets'] = presets.map((p) => ({
  id: p.id,
  name: p.name,
  plannerObjectTypeId: p.plannerObjectTypeId,
  presetDataJson: p.presetDataJson,
}));

describe('scene content', () => {
  it("makes of the planner's objects and presets what the viewer makes of the published plan", () => {
    const preview = sceneContent(objectsOfScenario(objects, 2), presets, 270);
    const viewer = sceneContent(viewerScenario.plannerObjects, viewerPresets, 270);
    expect(preview).toEqual(viewer);
    expect(preview?.objects.map((o) => o.id)).toEqual([3, 8, 9, 12]);
    // Nothing of the planner's own fields goes to the engine.
    expect(Object.keys(preview!.objects[0]!).sort()).toEqual(
      Object.keys(viewerScenario.plannerObjects[0]!).sort(),
    );
    expect(Object.keys(preview!.presets[0]!).sort()).toEqual(Object.keys(viewerPresets[0]!).sort());
    // So the engine builds the same drawing of every object for both.
    const signatures = (content: typeof preview) =>
      content!.objects.map((o) =>
        objectSignature(o, presetDataById(content!.presets), content!.windDirection),
      );
    expect(signatures(preview)).toEqual(signatures(viewer));
  });

  it('shows the active scenario whole, also when the planner hides it on its map; nothing without one', () => {
    expect(objectsOfScenario(objects, 1)?.map((o) => o.id)).toEqual([4]);
    expect(objectsOfScenario(objects, 99)).toEqual([]);
    expect(sceneContent(objectsOfScenario(objects, undefined), presets, 90)).toBeNull();
  });

  it("faces rotors into the viewpoint's wind, else the default", () => {
    expect(sceneContent([], [], undefined)?.windDirection).toBe(DEFAULT_WIND_DIRECTION);
    // The same wind the server gives a new viewpoint (kept apart: the engine's bundle does not
    // take the contracts' schemas for one number).
    expect(DEFAULT_WIND_DIRECTION).toBe(CONTRACTS_DEFAULT_WIND_DIRECTION);
    expect(sceneContent([], [], 0)?.windDirection).toBe(0);
  });

  it('draws notes in the data as the viewer draws the data the server keeps of it', () => {
    const withNotes = planner({
      id: 1,
      scenarioId: 2,
      plannerObjectDataJson: '{"hubHeight":120,"owner":"farmer Jansen","color":"ff0000"}',
    });
    // publishing/scene-data.ts keeps the keys the scene draws.
    const published = { ...withNotes, plannerObjectDataJson: '{"hubHeight":120,"color":"ff0000"}' };
    const [preview] = sceneContent([withNotes], presets, 0)!.objects;
    const [viewer] = sceneContent([published], viewerPresets, 0)!.objects;
    expect(objectSpec(preview!, [])).toEqual(objectSpec(viewer!, []));
  });

  it("takes the camera's pose from a viewpoint: pan is the heading, tilt the pitch", () => {
    expect(
      poseOf({ position: { longitude: 4, latitude: 52, altitude: 12 }, pan: 250, tilt: -2, fieldOfView: 40 }),
    ).toEqual({ longitude: 4, latitude: 52, altitude: 12, heading: 250, pitch: -2, fov: 40 });
  });
});
