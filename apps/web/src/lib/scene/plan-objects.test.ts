import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import type { Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import type { ViewerObject } from '@/lib/plan/object-specs';
import { buildPlanObject } from './plan-objects';
import { RECEPTOR_MARKER_MIN_HEIGHT } from './receptor-marker';

const flat = (point: { longitude: number; latitude: number }): [number, number, number] => [
  (point.longitude - 5) * 1e5,
  (point.latitude - 52) * 1e5,
  0,
];

const object = (o: Partial<ViewerObject>): ViewerObject => ({
  id: 1,
  name: 'x',
  layout: 'Point',
  points: [{ longitude: 5, latitude: 52 }],
  rotation: { x: 0, y: 0, z: 0, w: 1 },
  plannerObjectTypeId: PLANNER_OBJECT_KINDS.turbine.typeId,
  presetId: null,
  plannerObjectDataJson: '{}',
  ...o,
});

function names(root: Object3D): string[] {
  const found: string[] = [];
  root.traverse((child) => {
    if (child.name) found.push(child.name);
  });
  return found;
}

function height(root: Object3D): number {
  let top = 0;
  root.updateMatrixWorld(true);
  root.traverse((child) => {
    top = Math.max(top, child.getWorldPosition(child.position.clone()).y);
  });
  return top;
}

describe('the 3D view of what belongs to the project', () => {
  it('draws a receptor as a small marker of its height, never as a turbine', () => {
    const receptor = buildPlanObject(
      object({
        plannerObjectTypeId: PLANNER_OBJECT_KINDS.receptor.typeId,
        plannerObjectDataJson: JSON.stringify({ category: 'school', heightAboveGround: 8 }),
      }),
      [],
      225,
      flat,
      10_000,
    );
    expect(receptor.rotor).toBeNull();
    expect(names(receptor.root)).toContain('receptor-marker');
    const turbine = buildPlanObject(object({}), [], 225, flat, 10_000);
    const turbineParts = names(turbine.root).filter((name) => name !== turbine.root.name);
    for (const part of turbineParts) expect(names(receptor.root)).not.toContain(part);
    expect(height(receptor.root)).toBeCloseTo(8, 6);
    const low = buildPlanObject(
      object({
        plannerObjectTypeId: PLANNER_OBJECT_KINDS.receptor.typeId,
        plannerObjectDataJson: JSON.stringify({ heightAboveGround: 2 }),
      }),
      [],
      225,
      flat,
      10_000,
    );
    expect(height(low.root)).toBeCloseTo(RECEPTOR_MARKER_MIN_HEIGHT, 6);
  });

  it('stands an existing turbine as a turbine with its own size, and draws no site boundary', () => {
    const existing = buildPlanObject(
      object({
        plannerObjectTypeId: PLANNER_OBJECT_KINDS.existingTurbine.typeId,
        plannerObjectDataJson: JSON.stringify({ hubHeight: 80, rotorDiameter: 90 }),
      }),
      [],
      225,
      flat,
      10_000,
    );
    expect(existing.rotor).not.toBeNull();
    expect(names(existing.root)).not.toContain('receptor-marker');
    const boundary = buildPlanObject(
      object({
        plannerObjectTypeId: PLANNER_OBJECT_KINDS.siteBoundary.typeId,
        layout: 'Area',
        points: [
          { longitude: 5, latitude: 52 },
          { longitude: 5.01, latitude: 52 },
          { longitude: 5.01, latitude: 52.01 },
        ],
      }),
      [],
      225,
      flat,
      10_000,
    );
    expect(boundary.root.children).toHaveLength(0);
  });
});
