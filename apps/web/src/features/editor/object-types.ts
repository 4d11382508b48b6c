import type { PlannerObjectLayout } from '@vantage/contracts';
import { KIND_MODULE_LIST } from '@/lib/plan/kinds/registry';
import { kindOf, type ObjectKind } from './model/validation';

export type { ObjectKind };

/**
 * The object types the planner makes, from the kind modules (lib/plan/kinds) and so the
 * catalogue's type ids (the demo data and the public viewer use the same). An object's type never changes
 * (409 CannotChangePlannerObjectType), so a line is drawn as a power line or as a cable from
 * the start. A preset is of one type and fits only objects of that type.
 */
export const OBJECT_TYPES: Record<
  ObjectKind,
  { typeId: number; layout: PlannerObjectLayout; label: string; plural: string; newName: string }
> = Object.fromEntries(
  KIND_MODULE_LIST.map(({ kind, newName }) => [
    kind.key,
    { typeId: kind.typeId, layout: kind.layout, label: kind.name, plural: kind.plural, newName },
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
