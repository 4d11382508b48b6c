import {
  BoxGeometry,
  Group,
  type LineBasicMaterial,
  Mesh,
  type MeshLambertMaterial,
  PerspectiveCamera,
} from 'three';
import { describe, expect, it } from 'vitest';
import { toLocal } from '@/lib/plan/geodesy';
import type { ViewerObject } from '@/lib/plan/object-specs';
import { HIGHLIGHT_COLOUR, objectIdOf, pickObjectId, setHighlighted } from './picking';
import {
  buildPlanObject,
  contentChanges,
  OBJECT_ID_KEY,
  objectSignature,
  presetDataById,
  type ToLocal,
} from './plan-objects';

const origin = { longitude: 4.4, latitude: 52.5, altitude: 0 };
const local: ToLocal = (point) => {
  const p = toLocal(origin, { ...point, altitude: 0 });
  return [p.east, p.north, p.up];
};
const object = (o: Partial<ViewerObject> & Pick<ViewerObject, 'id'>): ViewerObject => ({
  name: 'x',
  layout: 'Point',
  points: [{ longitude: 4.4, latitude: 52.5 }],
  rotation: { x: 0, y: 0, z: 0, w: 1 },
  plannerObjectTypeId: 1,
  presetId: null,
  plannerObjectDataJson: '{}',
  ...o,
});
/** About 1 km north of the origin. */
const north = { longitude: 4.4, latitude: 52.509 };
const line = object({
  id: 31,
  layout: 'Path',
  plannerObjectTypeId: 4,
  points: [
    { longitude: 4.39, latitude: 52.52 },
    { longitude: 4.41, latitude: 52.52 },
  ],
});

/** A camera at eye height over the origin, looking north as the engine places it. */
function camera(heading = 0) {
  const c = new PerspectiveCamera(36, 16 / 9, 0.5, 250_000);
  c.rotation.order = 'YXZ';
  c.position.set(0, 2, 0);
  c.rotation.set(0, (-heading * Math.PI) / 180, 0);
  c.updateMatrixWorld();
  return c;
}

function scene(...objects: ViewerObject[]) {
  const root = new Group();
  for (const o of objects) root.add(buildPlanObject(o, [], 225, local, 20_000).root);
  root.updateMatrixWorld(true);
  return root;
}

describe('picking', () => {
  it('finds the planner object under a point of the view, through the parts drawn for it', () => {
    const root = scene(object({ id: 42, points: [north] }), line);
    // The tower stands in the middle of the view, a little above the horizon.
    expect(pickObjectId(camera(), root, 0, 0.1)).toBe(42);
    // Sky beside it, and the same point looking the other way.
    expect(pickObjectId(camera(), root, 0.6, 0.1)).toBeNull();
    expect(pickObjectId(camera(180), root, 0, 0.1)).toBeNull();
    // A pylon of the power line 2.2 km north, straight ahead too but behind the turbine.
    expect(pickObjectId(camera(), root, 0, 0.02)).toBe(42);
    expect(pickObjectId(camera(), scene(line), 0, 0.02)).toBe(31);
  });

  it('does not pick what the ground hides, but what stands on it', () => {
    const root = scene(object({ id: 42, points: [north] }), line);
    // A hill 500 m ahead, 30 m high (3.2° up) and 400 m wide: the tower's foot 1 km north is behind it.
    const hill = new Mesh(new BoxGeometry(400, 30, 20));
    hill.position.set(0, 15, -500);
    const ground = new Group();
    ground.add(hill);
    ground.updateMatrixWorld(true);
    expect(pickObjectId(camera(), root, 0, 0.05, ground)).toBeNull();
    expect(pickObjectId(camera(), root, 0, 0.05)).toBe(42);
    // Higher up (3.6°, 65 m up the tower), the tower stands above the hill.
    expect(pickObjectId(camera(), root, 0, 0.2, ground)).toBe(42);
  });

  it("carries the planner's id on every object, whatever its kind", () => {
    const built = buildPlanObject(line, [], 0, local, 20_000);
    expect(built.root.userData[OBJECT_ID_KEY]).toBe(31);
    const leaf = built.root.getObjectByProperty('type', 'Mesh')!;
    expect(objectIdOf(leaf)).toBe(31);
    expect(objectIdOf(new Group())).toBeNull();
  });
});

describe('highlight', () => {
  it("tints a selected object and gives it back its own colours, leaving the others' alone", () => {
    const turbine = buildPlanObject(object({ id: 1 }), [], 225, local, 20_000).root;
    const other = buildPlanObject(object({ id: 2 }), [], 225, local, 20_000).root;
    const materialOf = (root: Group) =>
      (root.getObjectByProperty('type', 'Mesh') as Mesh).material as MeshLambertMaterial;
    setHighlighted(turbine, true);
    expect(`#${materialOf(turbine).emissive.getHexString()}`).toBe(HIGHLIGHT_COLOUR);
    expect(materialOf(other).emissive.getHex()).toBe(0);
    setHighlighted(turbine, true);
    setHighlighted(turbine, false);
    expect(materialOf(turbine).emissive.getHex()).toBe(0);

    const power = buildPlanObject(line, [], 0, local, 20_000).root;
    const wire = (power.getObjectByProperty('type', 'Line') as Mesh).material as LineBasicMaterial;
    const own = wire.color.getHex();
    setHighlighted(power, true);
    expect(`#${wire.color.getHexString()}`).toBe(HIGHLIGHT_COLOUR);
    setHighlighted(power, false);
    expect(wire.color.getHex()).toBe(own);
  });
});

describe('content changes', () => {
  const presets = [{ id: 7, name: 'V150', plannerObjectTypeId: 1, presetDataJson: '{"hubHeight":125}' }];
  const objects = [
    object({ id: 1, presetId: 7 }),
    object({ id: 2 }),
    object({ id: 3, layout: 'Area', plannerObjectTypeId: 2 }),
  ];
  const signatures = (list: ViewerObject[], p = presets, wind = 225) =>
    new Map(list.map((o) => [o.id, objectSignature(o, presetDataById(p), wind)]));

  it('rebuilds only what an edit changed', () => {
    const before = signatures(objects);
    const moved = objects.map((o) => (o.id === 2 ? { ...o, points: [north] } : o));
    expect(contentChanges(before, signatures(moved))).toEqual({ remove: [2], build: [2] });
    expect(contentChanges(before, signatures(objects))).toEqual({ remove: [], build: [] });
    expect(contentChanges(before, signatures(objects.slice(1)))).toEqual({ remove: [1], build: [] });
    expect(contentChanges(new Map(), before)).toEqual({ remove: [], build: [1, 2, 3] });
  });

  it('rebuilds the objects of a changed preset, and the turbines when the wind turns', () => {
    const before = signatures(objects);
    const taller = [{ ...presets[0]!, presetDataJson: '{"hubHeight":160}' }];
    expect(contentChanges(before, signatures(objects, taller))).toEqual({ remove: [1], build: [1] });
    expect(contentChanges(before, signatures(objects, presets, 90))).toEqual({
      remove: [1, 2],
      build: [1, 2],
    });
  });
});
