import type { PlannerObjectLayout } from '@vantage/contracts';
import { CABLE_TYPE_ID } from '@/lib/plan/object-specs';
import { kindOf, type ObjectKind } from './model/validation';

export type { ObjectKind };

/**
 * The object types the planner makes, by the catalogue's type ids (the demo data and the public
 * viewer use the same: 1 turbine, 2 solar field, 3 cable). An object's type never changes
 * (409 CannotChangePlannerObjectType), so a line is drawn as a power line or as a cable from
 * the start. A preset is of one type and fits only objects of that type.
 */
export const OBJECT_TYPES: Record<
  ObjectKind,
  { typeId: number; layout: PlannerObjectLayout; label: string; plural: string; newName: string }
> = {
  turbine: { typeId: 1, layout: 'Point', label: 'Wind turbine', plural: 'Wind turbines', newName: 'Turbine' },
  solar: { typeId: 2, layout: 'Area', label: 'Solar field', plural: 'Solar fields', newName: 'Solar field' },
  cable: { typeId: CABLE_TYPE_ID, layout: 'Path', label: 'Cable', plural: 'Cables', newName: 'Cable' },
  powerLine: { typeId: 4, layout: 'Path', label: 'Power line', plural: 'Power lines', newName: 'Power line' },
};

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
