import { PLANNER_OBJECT_KINDS, type PlannerObject, type SetbackRule } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { siteChecks } from './use-site-checks';

const turbine = (id: number, longitude: number, latitude: number): PlannerObject =>
  ({
    id,
    projectId: 1,
    scenarioId: 10,
    name: `Turbine ${id}`,
    plannerObjectTypeId: PLANNER_OBJECT_KINDS.turbine.typeId,
    layout: 'Point',
    presetId: null,
    points: [{ longitude, latitude }],
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    plannerObjectDataJson: JSON.stringify({ hubHeight: 140, rotorDiameter: 120 }),
    tagNames: [],
    version: 1,
  }) as PlannerObject;

const rule: SetbackRule = {
  id: 6,
  projectId: 1,
  name: '1.5 × tip height from roads',
  targetKind: 'constraintLayer',
  receptorCategory: null,
  constraintLayerId: 31,
  distanceValue: 1.5,
  distanceUnit: 'tipHeight',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The road of packages/contracts/src/studies/setbacks.test.ts and the server's routes.test.ts. */
const roads = {
  id: 31,
  name: 'Roads',
  geometries: [
    {
      type: 'LineString' as const,
      coordinates: [
        [4.994, 52.004],
        [5.003, 52.0031],
        [5.012, 52.006],
      ],
    },
  ],
};

describe('the planner’s setback check against a constraint layer', () => {
  it('flags the turbine near the road with the distance the server answers (98.86 m), and not the far one', () => {
    const objects = [turbine(3, 5, 52.0025), turbine(4, 5.02, 51.99)];
    const checks = siteChecks(objects, objects, [], [rule], [roads]);
    expect(checks.breaches.map((b) => [b.turbineId, b.featureName, b.message])).toEqual([
      [3, 'Roads', 'Turbine 3 is 98 m from Roads; the rule asks 300 m (1.5 × tip height 200 m)'],
    ]);
    expect(Math.abs(checks.breaches[0]!.distance - 98.86)).toBeLessThan(0.01);
    expect([...checks.flagged]).toEqual([3]);
    expect(siteChecks(objects, objects, [], [rule], []).breaches).toEqual([]);
  });
});
