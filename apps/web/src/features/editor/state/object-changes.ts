import {
  type CreatePlannerObjectRequest,
  PlannerObject,
  type UpdatePlannerObjectRequest,
} from '@vantage/contracts';
import { z } from 'zod/mini';
import type { ApiError } from '@/lib/api-error';

/** The pure parts of the object edits: changes, their reverses, and what they do to a list. */

export type ObjectList = { items: PlannerObject[]; total: number };
export type ObjectChange = { id: number } & UpdatePlannerObjectRequest;

/** What an object is made from again when a delete is undone. */
export function recipeOf(object: PlannerObject): CreatePlannerObjectRequest {
  return {
    name: object.name,
    scenarioId: object.scenarioId,
    presetId: object.presetId,
    tagNames: object.tagNames,
    layout: object.layout,
    plannerObjectDataJson: object.plannerObjectDataJson,
    points: object.points,
    rotation: object.rotation,
    plannerObjectTypeId: object.plannerObjectTypeId,
  };
}

/** The fields of `object` that `change` sets, as they are now: the change that undoes it. */
export function reverseOf(object: PlannerObject, change: ObjectChange): ObjectChange {
  const reverse: Record<string, unknown> = { id: object.id };
  for (const key of Object.keys(change)) if (key !== 'id') reverse[key] = object[key as keyof PlannerObject];
  return reverse as ObjectChange;
}

/** The fields a change writes, without its id: "yours" in the conflict dialog. */
export function fieldsOf(change: ObjectChange): Record<string, unknown> {
  const { id: _id, ...fields } = change;
  return fields;
}

export function applyChanges(items: PlannerObject[], changes: readonly ObjectChange[]): PlannerObject[] {
  const byId = new Map(changes.map((change) => [change.id, change]));
  return items.map((item) => {
    const change = byId.get(item.id);
    return change ? ({ ...item, ...change } as PlannerObject) : item;
  });
}

/** Puts the server's objects in the list, unless it already holds a later version of one. */
export function putObjects(items: PlannerObject[], objects: readonly PlannerObject[]): PlannerObject[] {
  const byId = new Map(objects.map((object) => [object.id, object]));
  return items.map((item) => {
    const object = byId.get(item.id);
    return object && object.version >= item.version ? object : item;
  });
}

/** The objects of a 412 answer (`current`): the ones someone else changed, as they are now. */
export function currentObjects(error: ApiError): PlannerObject[] | undefined {
  let body: unknown;
  try {
    body = JSON.parse(error.responseText);
  } catch {
    return undefined;
  }
  const current = z.array(PlannerObject).safeParse((body as { current?: unknown } | null)?.current);
  return current.success ? current.data : undefined;
}
