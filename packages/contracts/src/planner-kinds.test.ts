import { describe, expect, it } from 'vitest';
import { FEATURE_KEYS } from './features.js';
import {
  kindProblem,
  PLANNER_OBJECT_KIND_LIST,
  PLANNER_OBJECT_KINDS,
  plannerKindOfType,
} from './planner-kinds.js';
import { LAYOUT_POINTS } from './planner-objects.js';

describe('the declared kinds of planner object', () => {
  it('lists every kind once, by a type id of its own, with a layout, a module and its settings', () => {
    const ids = PLANNER_OBJECT_KIND_LIST.map((kind) => kind.typeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const kind of PLANNER_OBJECT_KIND_LIST) {
      expect(PLANNER_OBJECT_KINDS[kind.key]).toBe(kind);
      expect(plannerKindOfType(kind.typeId)).toBe(kind);
      expect(Object.keys(LAYOUT_POINTS)).toContain(kind.layout);
      expect(FEATURE_KEYS).toContain(kind.module);
      for (const field of kind.fields) if (field.unit !== 'colour') expect(field.min).toBeLessThan(field.max);
    }
    expect(
      PLANNER_OBJECT_KIND_LIST.filter((kind) => kind.role === 'turbine').map((kind) => kind.key),
    ).toEqual(['turbine']);
  });

  it('accepts every setting at its bounds and refuses just past them', () => {
    for (const kind of PLANNER_OBJECT_KIND_LIST)
      for (const field of kind.fields) {
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
            message: `${field.key} must be between ${field.min} and ${field.max} ${field.unit}`,
          });
      }
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
});
