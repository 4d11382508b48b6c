import { PLANNER_OBJECT_KINDS } from '@vantage/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { objectSpec, TURBINE_DEFAULTS, type ViewerObject, type ViewerPreset } from './object-specs';

const turbine = (
  id: number,
  plannerObjectDataJson: string,
  presetId: number | null = null,
): ViewerObject => ({
  id,
  name: `T${id}`,
  layout: 'Point',
  points: [{ longitude: 5, latitude: 52 }],
  rotation: { x: 0, y: 0, z: 0, w: 1 },
  plannerObjectTypeId: PLANNER_OBJECT_KINDS.turbine.typeId,
  presetId,
  plannerObjectDataJson,
});

const preset = { id: 7, presetDataJson: JSON.stringify({ hubHeight: 140 }) } as ViewerPreset;

afterEach(() => vi.restoreAllMocks());

describe('objectSpec', () => {
  it("reads each object's own data, its preset's and the defaults, whichever text it has", () => {
    const specs = [
      turbine(1, JSON.stringify({ hubHeight: 120, rotorDiameter: 150 })),
      turbine(2, JSON.stringify({ hubHeight: 90 })),
      turbine(3, JSON.stringify({ rotorDiameter: 160 }), 7),
      turbine(4, 'not JSON'),
      turbine(5, '[1, 2]'),
    ].map((object) => objectSpec(object, [preset]));
    expect(specs.map((spec) => spec.kind === 'turbine' && [spec.hubHeight, spec.rotorDiameter])).toEqual([
      [
        { value: 120, source: 'plan' },
        { value: 150, source: 'plan' },
      ],
      [
        { value: 90, source: 'plan' },
        { value: TURBINE_DEFAULTS.rotorDiameter, source: 'default' },
      ],
      [
        { value: 140, source: 'preset' },
        { value: 160, source: 'plan' },
      ],
      [
        { value: TURBINE_DEFAULTS.hubHeight, source: 'default' },
        { value: TURBINE_DEFAULTS.rotorDiameter, source: 'default' },
      ],
      [
        { value: TURBINE_DEFAULTS.hubHeight, source: 'default' },
        { value: TURBINE_DEFAULTS.rotorDiameter, source: 'default' },
      ],
    ]);
  });

  it('parses a data text once, however many objects hold it and however often they are read', () => {
    const data = JSON.stringify({ hubHeight: 121, rotorDiameter: 151 });
    const own = { id: 8, presetDataJson: JSON.stringify({ color: '#112233' }) } as ViewerPreset;
    const objects = Array.from({ length: 1_000 }, (_, i) => turbine(i + 1, data, 8));
    const parse = vi.spyOn(JSON, 'parse');
    for (let pass = 0; pass < 3; pass += 1) for (const object of objects) objectSpec(object, [own]);
    // The object's text and its preset's, each once.
    expect(parse).toHaveBeenCalledTimes(2);
    const spec = objectSpec(objects[999] as ViewerObject, [own]);
    expect(spec.kind === 'turbine' && spec.hubHeight.value).toBe(121);
  });
});
