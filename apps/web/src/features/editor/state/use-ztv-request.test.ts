import type { PlannerObject } from '@vantage/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { objectSpec } from '@/lib/plan/object-specs';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { scenarioTurbines } from './use-ztv-request';

beforeAll(activatePlannerEnglish);

const point = (id: number, plannerObjectTypeId: number, data = '{}') =>
  ({
    id,
    name: `O${id}`,
    scenarioId: 1,
    presetId: null,
    layout: 'Point',
    plannerObjectTypeId,
    points: [{ longitude: 5.4 + id / 1000, latitude: 52.5 }],
    rotation: { x: 0, y: 0, z: 0, w: 1 },
    plannerObjectDataJson: data,
  }) as unknown as PlannerObject;

describe('the ZTV inputs ask the kind', () => {
  it('take the planned turbine and neither a receptor nor an existing turbine', () => {
    const objectList = [point(1, 1, '{"hubHeight":100,"rotorDiameter":120}'), point(2, 5), point(3, 7)];
    const turbines = scenarioTurbines({
      objectList,
      presetList: [],
      activeScenario: { id: 1 } as never,
    });
    expect(turbines).toHaveLength(1);
    expect(turbines[0]).toMatchObject({ latitude: 52.5, hubHeight: 100, tipHeight: 160 });
    expect(turbines[0]!.longitude).toBeCloseTo(5.401, 9);
  });

  it('a receptor is drawn as a marker spec, an existing turbine as a turbine of its own kind', () => {
    expect(objectSpec(point(2, 5, '{"category":"school"}'), [])).toMatchObject({
      kind: 'receptor',
      category: 'school',
      heightAboveGround: { value: 2, source: 'default' },
    });
    expect(objectSpec(point(3, 7), []).kind).toBe('existingTurbine');
    expect(objectSpec(point(4, 99), []).kind).toBe('turbine');
  });
});
