import { describe, expect, it } from 'vitest';
import { FEATURE_KEYS } from './features.js';
import {
  kindProblem,
  PLANNER_OBJECT_KIND_LIST,
  PLANNER_OBJECT_KINDS,
  plannerKindOfType,
} from './planner-kinds.js';
import { LAYOUT_POINTS } from './planner-objects.js';
import { RECEPTOR_CATEGORIES, RECEPTOR_DEFAULT_HEIGHT_M } from './receptors.js';

describe('the declared kinds of planner object', () => {
  it('lists every kind once, by a type id of its own, with a layout, a module and its settings', () => {
    const ids = PLANNER_OBJECT_KIND_LIST.map((kind) => kind.typeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const kind of PLANNER_OBJECT_KIND_LIST) {
      expect(PLANNER_OBJECT_KINDS[kind.key]).toBe(kind);
      expect(plannerKindOfType(kind.typeId)).toBe(kind);
      expect(Object.keys(LAYOUT_POINTS)).toContain(kind.layout);
      expect(FEATURE_KEYS).toContain(kind.module);
      for (const field of kind.fields) {
        if (field.unit === 'm' || field.unit === '°' || field.unit === 'count')
          expect(field.min).toBeLessThan(field.max);
        if (field.unit === 'choice') expect(field.options).toContain(field.default);
      }
    }
    expect(
      PLANNER_OBJECT_KIND_LIST.filter((kind) => kind.role === 'turbine').map((kind) => kind.key),
    ).toEqual(['turbine']);
  });

  it('accepts every setting at its bounds and refuses just past them', () => {
    for (const kind of PLANNER_OBJECT_KIND_LIST)
      for (const field of kind.fields) {
        if (field.unit === 'choice' || field.unit === 'text' || field.unit === 'boolean') continue;
        if (field.unit === 'colour') {
          expect(
            kindProblem(kind.typeId, kind.layout, JSON.stringify({ [field.key]: '#A0b1C2' })),
          ).toBeNull();
          expect(
            kindProblem(kind.typeId, kind.layout, JSON.stringify({ [field.key]: '#A0b1C' })),
          ).not.toBeNull();
          continue;
        }
        for (const ok of [field.min, field.max])
          expect(
            kindProblem(kind.typeId, kind.layout, JSON.stringify({ [field.key]: ok })),
            `${field.key} ${ok}`,
          ).toBeNull();
        for (const bad of [field.min - field.step, field.max + field.step])
          expect(kindProblem(kind.typeId, kind.layout, JSON.stringify({ [field.key]: bad }))).toMatchObject({
            field: 'data',
            message:
              field.unit === 'count'
                ? `${field.key} must be a whole number between ${field.min} and ${field.max}`
                : `${field.key} must be between ${field.min} and ${field.max} ${field.unit}`,
          });
      }
  });

  it('takes stationary objects of the Stationary module at a point (a barrier along a path), counts whole', () => {
    const structures = PLANNER_OBJECT_KIND_LIST.filter((kind) => kind.role === 'structure');
    expect(structures.map((kind) => [kind.typeId, kind.key, kind.layout])).toEqual([
      [8, 'substation', 'Point'],
      [9, 'transformer', 'Point'],
      [10, 'batteryRow', 'Point'],
      [11, 'electrolyser', 'Point'],
      [12, 'building', 'Point'],
      [13, 'mast', 'Point'],
      [14, 'noiseBarrier', 'Path'],
    ]);
    expect(structures.every((kind) => kind.module === 'Stationary')).toBe(true);
    expect(kindProblem(10, 'Point', '{"containers":2.5}')).toEqual({
      field: 'data',
      message: 'containers must be a whole number between 1 and 100',
    });
    expect(kindProblem(12, 'Point', '{"roof":"dome"}')).toEqual({
      field: 'data',
      message: 'roof must be one of flat, gable',
    });
    expect(kindProblem(12, 'Point', '{"bearing":361}')?.message).toBe('bearing must be between 0 and 360 °');
    expect(kindProblem(14, 'Point', '{}')?.message).toBe(
      'A noise barrier or fence is laid out as a Path, not a Point.',
    );
  });

  it('names an unknown type, a wrong layout and data that is no JSON object', () => {
    expect(kindProblem(99, 'Point', '{}')?.field).toBe('plannerObjectTypeId');
    expect(kindProblem(1, 'Area', '{}')).toEqual({
      field: 'layout',
      message: 'A wind turbine is laid out as a Point, not an Area.',
    });
    expect(kindProblem(1, undefined, 'not json')).toEqual({ field: 'data', message: 'must be JSON' });
    expect(kindProblem(1, undefined, 'null')).toEqual({ field: 'data', message: 'must be a JSON object' });
    expect(kindProblem(2, 'Area', undefined)).toBeNull();
  });

  it('names the layout of the new kinds too', () => {
    expect(kindProblem(5, 'Area', '{}')).toEqual({
      field: 'layout',
      message: 'A receptor is laid out as a Point, not an Area.',
    });
  });
});

describe('receptors, site boundaries and existing turbines', () => {
  const receptor = (data: object) => kindProblem(5, 'Point', JSON.stringify(data));

  it('are kinds 5, 6 and 7, none of them a planned turbine', () => {
    expect([5, 6, 7].map((id) => [plannerKindOfType(id)?.key, plannerKindOfType(id)?.role])).toEqual([
      ['receptor', 'receptor'],
      ['siteBoundary', 'boundary'],
      ['existingTurbine', 'existingTurbine'],
    ]);
    expect(PLANNER_OBJECT_KINDS.siteBoundary.layout).toBe('Area');
    expect(PLANNER_OBJECT_KINDS.existingTurbine.layout).toBe('Point');
  });

  it('a receptor: a category of the list, defaults dwelling, 2 m and all directions', () => {
    const fields = Object.fromEntries(PLANNER_OBJECT_KINDS.receptor.fields.map((f) => [f.key, f]));
    expect(fields.category).toMatchObject({
      unit: 'choice',
      options: RECEPTOR_CATEGORIES,
      default: 'dwelling',
    });
    expect(fields.heightAboveGround).toMatchObject({ min: 0, max: 100, default: RECEPTOR_DEFAULT_HEIGHT_M });
    expect(fields.allDirections).toMatchObject({ unit: 'boolean', default: true });
    for (const category of RECEPTOR_CATEGORIES) expect(receptor({ category })).toBeNull();
    expect(receptor({ category: 'castle' })).toEqual({
      field: 'data',
      message: `category must be one of ${RECEPTOR_CATEGORIES.join(', ')}`,
    });
    expect(receptor({ heightAboveGround: 101 })?.message).toBe(
      'heightAboveGround must be between 0 and 100 m',
    );
    expect(receptor({ address: 'x'.repeat(200) })).toBeNull();
    expect(receptor({ address: 'x'.repeat(201) })?.message).toBe(
      'address must be a text of at most 200 characters',
    );
    expect(receptor({ address: 12 })?.message).toBe('address must be a text of at most 200 characters');
    expect(receptor({ allDirections: 'yes' })?.message).toBe('allDirections must be true or false');
  });

  it('a receptor: a window when not all directions, with its size and bearing', () => {
    expect(receptor({ allDirections: true })).toBeNull();
    expect(receptor({ allDirections: false, windowWidth: 1.2 })).toEqual({
      field: 'data',
      message: 'a receptor with allDirections false needs its window: windowHeight, windowBearing missing',
    });
    expect(
      receptor({
        allDirections: false,
        windowWidth: 1.2,
        windowHeight: 1.5,
        windowBearing: 225,
        windowTilt: 0,
      }),
    ).toBeNull();
    expect(receptor({ windowBearing: 361 })?.message).toBe('windowBearing must be between 0 and 360 °');
    expect(receptor({ windowTilt: 91 })?.message).toBe('windowTilt must be between 0 and 90 °');
  });

  it('an existing turbine: hub height, rotor diameter and the park it belongs to', () => {
    expect(
      kindProblem(7, 'Point', '{"hubHeight":100,"rotorDiameter":120,"parkName":"Windpark Noord"}'),
    ).toBeNull();
    expect(kindProblem(7, 'Point', '{"rotorDiameter":400}')?.message).toBe(
      'rotorDiameter must be between 10 and 300 m',
    );
    expect(kindProblem(6, 'Area', '{}')).toBeNull();
    expect(kindProblem(6, 'Point', '{}')?.field).toBe('layout');
  });
});
