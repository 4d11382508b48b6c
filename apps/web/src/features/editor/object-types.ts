import { i18n } from '@lingui/core';
import type { PlannerObjectKindKey, PlannerObjectLayout } from '@vantage/contracts';
import { KIND_MODULE_LIST } from '@/lib/plan/kinds/registry';
import { kindOf, type ObjectKind } from './model/validation';

export type { ObjectKind };

/**
 * The object types the planner makes, from the kind modules (lib/plan/kinds) and so the
 * catalogue's type ids (the demo data and the public viewer use the same). An object's type never changes
 * (409 CannotChangePlannerObjectType), so a line is drawn as a power line or as a cable from
 * the start. A preset is of one type and fits only objects of that type.
 */
/**
 * Each kind's name and plural in the planner's catalogs; their English is the catalogue's own
 * (`name`, `plural` of the contracts' kinds), which a unit test keeps equal.
 */
export const KIND_WORDS: Readonly<Record<PlannerObjectKindKey, readonly [one: string, many: string]>> = {
  turbine: ['planner.kind.turbine', 'planner.kind.turbines'],
  solar: ['planner.kind.solar', 'planner.kind.solars'],
  cable: ['planner.kind.cable', 'planner.kind.cables'],
  powerLine: ['planner.kind.powerLine', 'planner.kind.powerLines'],
  receptor: ['planner.kind.receptor', 'planner.kind.receptors'],
  siteBoundary: ['planner.kind.siteBoundary', 'planner.kind.siteBoundaries'],
  existingTurbine: ['planner.kind.existingTurbine', 'planner.kind.existingTurbines'],
  substation: ['planner.kind.substation', 'planner.kind.substations'],
  transformer: ['planner.kind.transformer', 'planner.kind.transformers'],
  batteryRow: ['planner.kind.batteryRow', 'planner.kind.batteryRows'],
  electrolyser: ['planner.kind.electrolyser', 'planner.kind.electrolysers'],
  building: ['planner.kind.building', 'planner.kind.buildings'],
  mast: ['planner.kind.mast', 'planner.kind.masts'],
  noiseBarrier: ['planner.kind.noiseBarrier', 'planner.kind.noiseBarriers'],
};

/**
 * The name a new object of each kind starts with ("Turbine 7"), in the planner's language when
 * it is made; afterwards the name is the plan's data and stays as it was written
 * (docs/decisions/213-default-names-and-the-journey.md). Their English is the kind modules'
 * `newName`, which a unit test keeps equal.
 */
export const NEW_NAME_WORDS: Readonly<Record<PlannerObjectKindKey, string>> = {
  turbine: 'planner.newName.turbine',
  solar: 'planner.newName.solar',
  cable: 'planner.newName.cable',
  powerLine: 'planner.newName.powerLine',
  receptor: 'planner.newName.receptor',
  siteBoundary: 'planner.newName.siteBoundary',
  existingTurbine: 'planner.newName.existingTurbine',
  substation: 'planner.newName.substation',
  transformer: 'planner.newName.transformer',
  batteryRow: 'planner.newName.batteryRow',
  electrolyser: 'planner.newName.electrolyser',
  building: 'planner.newName.building',
  mast: 'planner.newName.mast',
  noiseBarrier: 'planner.newName.noiseBarrier',
};

export const OBJECT_TYPES: Record<
  ObjectKind,
  { typeId: number; layout: PlannerObjectLayout; label: string; plural: string; newName: string }
> = Object.fromEntries(
  KIND_MODULE_LIST.map(({ kind }) => [
    kind.key,
    {
      typeId: kind.typeId,
      layout: kind.layout,
      get label() {
        return i18n._(KIND_WORDS[kind.key][0]);
      },
      get plural() {
        return i18n._(KIND_WORDS[kind.key][1]);
      },
      get newName() {
        return i18n._(NEW_NAME_WORDS[kind.key]);
      },
    },
  ]),
) as Record<
  ObjectKind,
  { typeId: number; layout: PlannerObjectLayout; label: string; plural: string; newName: string }
>;

export const OBJECT_KINDS = Object.keys(OBJECT_TYPES) as ObjectKind[];

/** The kind of an object as the public viewer draws it (object-specs.ts): by layout, type and burial depth. */
export function kindOfObject(object: {
  layout: PlannerObjectLayout;
  plannerObjectTypeId: number;
  plannerObjectDataJson?: string;
}): ObjectKind {
  return kindOf(object.layout, object.plannerObjectTypeId, object.plannerObjectDataJson);
}

export function kindOfType(typeId: number): ObjectKind | undefined {
  return OBJECT_KINDS.find((kind) => OBJECT_TYPES[kind].typeId === typeId);
}
