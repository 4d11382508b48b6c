import { PLANNER_OBJECT_KIND_LIST } from '@vantage/contracts';
import { describe, expect, it } from 'vitest';
import { isPlannedTurbine, KIND_MODULE_LIST, KIND_MODULES, kindModuleOfType, roleOf } from './registry';

describe('the kinds on the web', () => {
  it('has a module with all its parts for every catalogue kind', () => {
    expect(KIND_MODULE_LIST.map((m) => m.kind.key)).toEqual(PLANNER_OBJECT_KIND_LIST.map((k) => k.key));
    for (const kind of PLANNER_OBJECT_KIND_LIST) {
      const module = KIND_MODULES[kind.key];
      expect(module, kind.key).toBeDefined();
      expect(module.kind).toBe(kind);
      expect(kindModuleOfType(kind.typeId)).toBe(module);
      expect(module.newName, kind.key).not.toBe('');
      expect(module.mapStyle.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(module.builder).toBeTypeOf('string');
      expect(module.exportKind).toBe(kind.key);
      expect(module.facts({})).toBeTypeOf('string');
      for (const key of Object.keys(module.defaults))
        expect(
          kind.fields.map((f) => f.key),
          `${kind.key}.${key}`,
        ).toContain(key);
    }
  });

  it('the stationary objects are structures of the Stationary module, drawn as footprints, never turbines', () => {
    const keys = [
      'substation',
      'transformer',
      'batteryRow',
      'electrolyser',
      'building',
      'mast',
      'noiseBarrier',
    ];
    expect(keys.map((key) => KIND_MODULE_LIST.find((m) => m.kind.key === key)?.kind.typeId)).toEqual([
      8, 9, 10, 11, 12, 13, 14,
    ]);
    for (const key of keys) {
      const module = KIND_MODULE_LIST.find((m) => m.kind.key === key)!;
      expect(module.kind.role, key).toBe('structure');
      expect(module.kind.module, key).toBe('Stationary');
      expect(module.builder, key).toBe('structure');
      expect(module.mapStyle.mark, key).toBe(key === 'noiseBarrier' ? 'line' : 'footprint');
      expect(isPlannedTurbine({ plannerObjectTypeId: module.kind.typeId, layout: module.kind.layout })).toBe(
        false,
      );
    }
    expect(KIND_MODULES.batteryRow.defaults).toEqual({ containers: 10, spacing: 3, bearing: 0 });
    expect(KIND_MODULES.building.facts({ length: 20, width: 12, height: 6, roof: 'gable' })).toBe(
      'Length 20 m, Width 12 m, Height 6 m, gable roof',
    );
    expect(KIND_MODULES.batteryRow.facts({ containers: 6 })).toBe('Containers (40 ft) 6');
  });

  it('a receptor, a site boundary and an existing turbine are no planned turbine; rows from before keep their layout rule', () => {
    const of = (plannerObjectTypeId: number, layout: 'Point' | 'Area' | 'Path' = 'Point') =>
      isPlannedTurbine({ plannerObjectTypeId, layout });
    expect([of(1), of(5), of(6, 'Area'), of(7)]).toEqual([true, false, false, false]);
    expect(of(99)).toBe(true);
    expect(roleOf({ plannerObjectTypeId: 99, layout: 'Area' })).toBe('area');
    expect(KIND_MODULES.receptor.builder).toBe('marker');
    expect(KIND_MODULES.receptor.defaults).toEqual({
      category: 'dwelling',
      heightAboveGround: 2,
      allDirections: true,
    });
    expect(KIND_MODULES.receptor.facts({ category: 'school', address: 'Dorpsstraat 1' })).toBe(
      'School, Dorpsstraat 1, 2 m above ground, shadow from all directions',
    );
    expect(KIND_MODULES.existingTurbine.facts({ parkName: 'Noord', hubHeight: 100 })).toBe(
      'Noord; Hub height 100 m',
    );
  });
});
