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

/** A change shown before its answer, with the listed version of each object it was made on. */
export type PendingChange = {
  changes: readonly ObjectChange[];
  madeOn: ReadonlyMap<number, number>;
};

/**
 * A list with the changes still waiting for their answer shown over it (a list fetched or
 * written by a teammate's event meanwhile). A change is shown only over the version it was made
 * on, or one this planner's own saves wrote (`ownVersion`: its last write of the object): a
 * later version is a teammate's change, or the server's state with this change already in it,
 * and is shown as it is — overlaying it would show this planner's fields over theirs.
 */
export function showPending(
  items: PlannerObject[],
  pending: readonly PendingChange[],
  ownVersion: (id: number) => number | undefined,
): PlannerObject[] {
  return pending.reduce((list, { changes, madeOn }) => {
    const listed = new Map(list.map((object) => [object.id, object.version]));
    return applyChanges(
      list,
      changes.filter((change) => {
        const version = listed.get(change.id);
        const made = madeOn.get(change.id);
        const own = ownVersion(change.id);
        if (version === undefined || (made === undefined && own === undefined)) return true;
        return version <= Math.max(made ?? 0, own ?? 0);
      }),
    );
  }, items);
}

/**
 * A batch refused (412) because someone else changed some of its objects first: those changes,
 * each with their object as the server holds it now (for the conflict dialog and the list), and
 * the rest, which was refused only with them and is sent again.
 */
export function splitRefused(
  changes: readonly ObjectChange[],
  theirs: readonly PlannerObject[],
): { refused: { change: ObjectChange; theirs: PlannerObject }[]; rest: ObjectChange[] } {
  const byId = new Map(theirs.map((object) => [object.id, object]));
  const refused = changes.flatMap((change) => {
    const object = byId.get(change.id);
    return object ? [{ change, theirs: object }] : [];
  });
  return { refused, rest: changes.filter((change) => !byId.has(change.id)) };
}
