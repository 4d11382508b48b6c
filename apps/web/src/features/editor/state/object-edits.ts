import type { QueryClient } from '@tanstack/react-query';
import type {
  CreatePlannerObjectRequest,
  PlannerObject,
  UpdatePlannerObjectRequest,
} from '@vantage/contracts';
import * as plannerObjectsOperations from '@vantage/contracts/api/planner-objects';
import { api } from '@/lib/api';
import { getPlannerObjectsQueryOptions } from '../api/get-planner-objects';
import type { History } from '../model/history';
import { IdMap } from './id-map';

type ObjectList = { items: PlannerObject[]; total: number };
export type ObjectChange = { id: number } & UpdatePlannerObjectRequest;

/** What an object is made from again when a delete is undone. */
function recipeOf(object: PlannerObject): CreatePlannerObjectRequest {
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
function reverseOf(object: PlannerObject, change: ObjectChange): ObjectChange {
  const reverse: Record<string, unknown> = { id: object.id };
  for (const key of Object.keys(change)) if (key !== 'id') reverse[key] = object[key as keyof PlannerObject];
  return reverse as ObjectChange;
}

/**
 * Every change the planner makes to a project's objects: sent in one all-or-nothing call
 * (the batch operations), written into the object list the map draws from, and recorded as
 * one step of the undo history.
 */
export class ObjectEdits {
  private readonly ids = new IdMap();

  constructor(
    private readonly projectId: number,
    private readonly queryClient: QueryClient,
    private readonly history: History,
  ) {}

  private get key() {
    return getPlannerObjectsQueryOptions(this.projectId).queryKey;
  }

  current(): PlannerObject[] {
    return this.queryClient.getQueryData<ObjectList>(this.key)?.items ?? [];
  }

  private write(update: (items: PlannerObject[]) => PlannerObject[]) {
    this.queryClient.setQueryData<ObjectList>(this.key, (list) => {
      const items = update(list?.items ?? []);
      return { items, total: items.length };
    });
  }

  private async createNow(recipes: CreatePlannerObjectRequest[]): Promise<PlannerObject[]> {
    const created = await api.call(plannerObjectsOperations.createPlannerObjects, {
      params: { projectId: this.projectId },
      body: { plannerObjects: recipes },
    });
    this.write((items) => [...items, ...created]);
    return created;
  }

  private async updateNow(changes: ObjectChange[]): Promise<PlannerObject[]> {
    const resolved = changes.map((change) => ({ ...change, id: this.ids.resolve(change.id) }));
    const updated = await api.call(plannerObjectsOperations.updatePlannerObjects, {
      params: { projectId: this.projectId },
      body: { plannerObjects: resolved },
    });
    const byId = new Map(updated.map((object) => [object.id, object]));
    this.write((items) => items.map((item) => byId.get(item.id) ?? item));
    return updated;
  }

  private async deleteNow(ids: number[]): Promise<void> {
    const resolved = new Set(ids.map((id) => this.ids.resolve(id)));
    await api.call(plannerObjectsOperations.deletePlannerObjects, {
      params: { projectId: this.projectId },
      body: { ids: [...resolved] },
    });
    this.write((items) => items.filter((item) => !resolved.has(item.id)));
  }

  /** Creates objects as one step; answers them as the server made them. */
  async create(label: string, recipes: CreatePlannerObjectRequest[]): Promise<PlannerObject[]> {
    const created = await this.createNow(recipes);
    const made = created.map((object) => object.id);
    this.history.push({
      label,
      undo: () => this.deleteNow(made),
      redo: async () => {
        const again = await this.createNow(recipes);
        for (const [index, object] of again.entries()) this.ids.moved(made[index] as number, object.id);
      },
    });
    return created;
  }

  /** Changes objects as one step (a move of a group, a new preset, a rename). */
  async update(label: string, changes: ObjectChange[]): Promise<PlannerObject[]> {
    const before = new Map(this.current().map((object) => [object.id, object]));
    const reverse = changes.flatMap((change) => {
      const object = before.get(this.ids.resolve(change.id));
      return object ? [reverseOf(object, change)] : [];
    });
    const updated = await this.updateNow(changes);
    this.history.push({
      label,
      undo: async () => void (await this.updateNow(reverse)),
      redo: async () => void (await this.updateNow(changes)),
    });
    return updated;
  }

  /** Deletes objects as one step; undo makes them again (with new ids, which the history follows). */
  async delete(label: string, objects: PlannerObject[]): Promise<void> {
    if (objects.length === 0) return;
    const ids = objects.map((object) => object.id);
    const recipes = objects.map(recipeOf);
    await this.deleteNow(ids);
    this.history.push({
      label,
      undo: async () => {
        const again = await this.createNow(recipes);
        for (const [index, object] of again.entries()) this.ids.moved(ids[index] as number, object.id);
      },
      redo: () => this.deleteNow(ids),
    });
  }

  /** The object's id now, for a selection made before an undo or redo. */
  resolve(id: number): number {
    return this.ids.resolve(id);
  }
}
