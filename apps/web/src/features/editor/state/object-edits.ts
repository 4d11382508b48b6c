import { i18n } from '@lingui/core';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { CreatePlannerObjectRequest, PlannerObject, PlannerObjectChange } from '@vantage/contracts';
import * as plannerObjectsOperations from '@vantage/contracts/api/planner-objects';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { trackOwnWrite } from '@/lib/hub/own-writes';
import { getPlannerObjectsQueryOptions } from '../api/get-planner-objects';
import type { Applied, PlanChange, PlanHistory } from '../model/plan-history';
import { reportConflict } from './conflicts';
import type { IdMap } from './id-map';
import {
  currentObjects,
  fieldsOf,
  type ObjectChange,
  type ObjectList,
  type PendingChange,
  putObjects,
  recipeOf,
  reverseOf,
  showPending,
  splitRefused,
} from './object-changes';
import { ObjectVersions, withVersions } from './object-versions';

/** The server's batch calls of a project's objects, each all or nothing. */
export type ObjectCalls = {
  create: (recipes: CreatePlannerObjectRequest[]) => Promise<PlannerObject[]>;
  update: (items: PlannerObjectChange[]) => Promise<PlannerObject[]>;
  remove: (ids: number[]) => Promise<unknown>;
};

export function objectCallsOf(projectId: number): ObjectCalls {
  const params = { projectId };
  return {
    create: (recipes) =>
      api.call(plannerObjectsOperations.createPlannerObjects, { params, body: { plannerObjects: recipes } }),
    update: (items) =>
      api.call(plannerObjectsOperations.updatePlannerObjects, { params, body: { plannerObjects: items } }),
    remove: (ids) => api.call(plannerObjectsOperations.deletePlannerObjects, { params, body: { ids } }),
  };
}

/**
 * Every change the planner makes to a project's objects: sent in one all-or-nothing call
 * (the batch operations), written into the object list the map draws from, and recorded as
 * one step of the undo history.
 *
 * Editing together (a teammate's changes refresh the list through the hub):
 * - A change shows at once and is sent on the version of each object it was made on
 *   (object-versions.ts). The saves go one after the other.
 * - A refresh never undoes a change still under way: a list fetched meanwhile gets the changes
 *   still waiting for their answer applied again, on the versions they were made on only (a
 *   later version is a teammate's change, or the server's state with this one in it: shown as
 *   it is, never overlaid with this planner's fields); and a fetch that started before an answer
 *   (so may not hold it) is cancelled when the answer comes, and made again after it.
 * - A change refused because someone else changed an object first (412) is not written: the
 *   object shows their version, and the conflict dialog offers "Apply yours" (sent again on
 *   their version) or "Keep theirs". The other objects of the same change are sent again
 *   without it, so that only what conflicts waits for the user.
 *
 * History: a step records what the server wrote, nothing else. It takes its place in the
 * history when the change is made, so an undo asked before the answer waits for it and undoes
 * this change, not the one before. A refused change leaves no step (nothing was written; its
 * fields live on in the dialog), and "Apply yours" records a step of its own, undone back to
 * their version. Undo and redo are sent on this planner's own last write of each object; when
 * someone else changed it since, they are refused and shown in the dialog too, and the step
 * stays where it was: a step is never re-applied over someone else's change without the user
 * seeing it.
 */
export class ObjectEdits {
  private readonly ids: IdMap;
  private readonly versions = new ObjectVersions();
  /** Changes shown before the server answered them, oldest first. */
  private pending: PendingChange[] = [];
  private stopReapplying: (() => void) | undefined;
  /** The saves, one after the other: each is made on the versions the one before left. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly projectId: number,
    private readonly queryClient: QueryClient,
    private readonly history: PlanHistory,
    private readonly calls: ObjectCalls = objectCallsOf(projectId),
  ) {
    this.ids = history.ids.of('plannerObject');
    history.handle('plannerObject', (changes) => this.apply(changes));
  }

  private get key() {
    return getPlannerObjectsQueryOptions(this.projectId).queryKey;
  }

  current(): PlannerObject[] {
    return this.queryClient.getQueryData<ObjectList>(this.key)?.items ?? [];
  }

  private listedVersion(id: number): number | undefined {
    return this.current().find((object) => object.id === id)?.version;
  }

  /** True while this class writes the list itself (its cache events are its own). */
  private writing = false;

  private write(update: (items: PlannerObject[]) => PlannerObject[]) {
    const was = this.writing;
    this.writing = true;
    try {
      this.queryClient.setQueryData<ObjectList>(this.key, (list) => {
        const items = update(list?.items ?? []);
        return { items, total: items.length };
      });
    } finally {
      this.writing = was;
    }
  }

  /** A write of the project's objects, known to the hub's event handling until it is answered. */
  private tracked<T>(work: Promise<T>): Promise<T> {
    return trackOwnWrite('plannerObject', this.projectId, work);
  }

  /** Writes into the list, and the changes still waiting for their answer over it again. */
  private writeUnderPending(update: (items: PlannerObject[]) => PlannerObject[]) {
    this.write((items) => showPending(update(items), this.pending, (id) => this.versions.lastWrite(id)));
  }

  /**
   * Writes an answer into the list. A fetch under way started before the answer and may not
   * hold it: it is cancelled (which keeps the list as it is) and made again after this write.
   */
  private async settle(update: (items: PlannerObject[]) => PlannerObject[]) {
    const filters = { queryKey: this.key, exact: true };
    const refetching = this.queryClient.isFetching(filters) > 0;
    if (refetching) await this.queryClient.cancelQueries(filters);
    this.writeUnderPending(update);
    if (refetching) void this.queryClient.invalidateQueries(filters);
  }

  private enqueue<T>(send: () => Promise<T>): Promise<T> {
    const run = this.queue.then(send);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Shows a change before its answer, and keeps showing it over any list fetched meanwhile or
   * written by a teammate's event (lib/hub/invalidation.ts).
   */
  private show(changes: readonly ObjectChange[]) {
    const listed = new Map(this.current().map((object) => [object.id, object.version]));
    const madeOn = new Map(
      changes.flatMap((change) => {
        const version = listed.get(change.id);
        return version === undefined ? [] : [[change.id, version] as const];
      }),
    );
    this.pending.push({ changes, madeOn });
    this.write((items) => showPending(items, [{ changes, madeOn }], () => undefined));
    if (this.stopReapplying) return;
    const hash = hashKey(this.key);
    this.stopReapplying = this.queryClient.getQueryCache().subscribe((event) => {
      const replaced = event.type === 'updated' && event.action.type === 'success' && !this.writing;
      if (!replaced || event.query.queryHash !== hash || this.pending.length === 0) return;
      this.writeUnderPending((items) => items);
    });
  }

  private shown(changes: readonly ObjectChange[]) {
    this.pending = this.pending.filter((waiting) => waiting.changes !== changes);
    if (this.pending.length > 0) return;
    this.stopReapplying?.();
    this.stopReapplying = undefined;
  }

  private createNow(recipes: CreatePlannerObjectRequest[]): Promise<PlannerObject[]> {
    return this.tracked(this.createAndSettle(recipes));
  }

  private async createAndSettle(recipes: CreatePlannerObjectRequest[]): Promise<PlannerObject[]> {
    const created = await this.enqueue(() => this.calls.create(recipes));
    this.versions.wrote(created);
    // A Set, not a search of `created` per listed object: an import of 5,000 into a plan of
    // 1,000 was 30 million comparisons.
    const made = new Set(created.map((object) => object.id));
    await this.settle((items) => [...items.filter((item) => !made.has(item.id)), ...created]);
    return created;
  }

  /**
   * Shows `changes` at once and sends them on the versions `versionOf` names. Answers the
   * objects the server wrote; objects someone else changed first go to the conflict dialog
   * and the rest is sent again without them. Other refusals are thrown, and the list shows
   * what it showed before.
   */
  private save(
    changes: readonly ObjectChange[],
    versionOf: (id: number) => number | undefined,
  ): Promise<PlannerObject[]> {
    return this.tracked(this.saveAndSettle(changes, versionOf));
  }

  private async saveAndSettle(
    changes: readonly ObjectChange[],
    versionOf: (id: number) => number | undefined,
  ): Promise<PlannerObject[]> {
    const resolved = changes.map((change) => ({ ...change, id: this.ids.resolve(change.id) }));
    const before = new Map(this.current().map((object) => [object.id, object]));
    const ids = resolved.map((change) => change.id);
    this.show(resolved);
    this.versions.begin(ids);
    let sent: { id: number; version?: number | undefined }[] = [];
    try {
      const updated = await this.enqueue(() => {
        const items = withVersions(
          resolved.map((change) => ({ ...change, id: this.ids.resolve(change.id) })),
          versionOf,
        );
        sent = items;
        return this.calls.update(items);
      });
      this.versions.wrote(updated);
      this.shown(resolved);
      await this.settle((items) => putObjects(items, updated));
      return updated;
    } catch (error) {
      this.versions.notWritten(sent);
      this.shown(resolved);
      const theirs = isApiError(error, 412) ? currentObjects(error) : undefined;
      const split = theirs ? splitRefused(resolved, theirs) : undefined;
      if (!theirs || !split || split.refused.length === 0) {
        // Not written: the objects show what they showed before this change (unless a refresh
        // brought a later version meanwhile).
        const changed = new Map(resolved.map((change) => [change.id, change]));
        this.writeUnderPending((items) =>
          items.map((item) => {
            const object = before.get(item.id);
            const change = changed.get(item.id);
            return object && change && object.version === item.version
              ? ({ ...item, ...reverseOf(object, change) } as PlannerObject)
              : item;
          }),
        );
        throw error;
      }
      await this.settle((items) => putObjects(items, theirs));
      for (const { change, theirs: object } of split.refused) this.reportConflict(change, object);
      // The rest was refused only with them: sent again on the versions it was made on, or on
      // what this planner's own saves made of them since.
      const { rest } = split;
      return rest.length > 0 ? this.save(rest, (id) => this.versions.versionToSend(id, 'own')) : [];
    } finally {
      this.versions.end(ids);
    }
  }

  private reportConflict(change: ObjectChange, theirs: PlannerObject) {
    reportConflict({
      kind: 'plannerObject',
      name: theirs.name,
      theirs: theirs as unknown as Record<string, unknown>,
      yours: fieldsOf(change),
      applyYours: async (version) => {
        const written = await this.save([change], () => version);
        if (written.length > 0)
          this.history.push({
            label: i18n._('planner.objectEdits.applyYourChangeTo', { name: theirs.name }),
            changes: [stepChange(theirs, change)],
          });
      },
      keepTheirs: () => this.settle((items) => putObjects(items, [theirs])),
    });
  }

  /** An undo or redo: made on this planner's last write of each object (see the class comment). */
  private async replay(changes: readonly ObjectChange[]): Promise<void> {
    const written = await this.save(changes, (id) => this.versions.undoBase(id, this.listedVersion(id)));
    if (written.length < changes.length)
      throw new Error(
        'Someone else changed this since: choose in the dialog which version to keep. The step stays in the history.',
      );
  }

  private deleteNow(ids: number[]): Promise<void> {
    return this.tracked(this.deleteAndSettle(ids));
  }

  private async deleteAndSettle(ids: number[]): Promise<void> {
    const resolved = new Set(ids.map((id) => this.ids.resolve(id)));
    await this.enqueue(() => this.calls.remove([...resolved]));
    await this.settle((items) => items.filter((item) => !resolved.has(item.id)));
  }

  /** Creates objects as one step; answers them as the server made them. */
  async create(label: string, recipes: CreatePlannerObjectRequest[]): Promise<PlannerObject[]> {
    const creating = this.createNow(recipes);
    this.history.record(
      creating.then((created) => ({
        label,
        changes: created.map((object) => ({
          kind: 'plannerObject' as const,
          id: object.id,
          before: null,
          after: recipeOf(object),
        })),
      })),
    );
    return creating;
  }

  /**
   * Changes objects as one step (a move of a group, a new preset, a rename). Shows at once;
   * answers the objects the server wrote (without those someone else changed first, which the
   * conflict dialog shows).
   */
  async update(label: string, changes: ObjectChange[]): Promise<PlannerObject[]> {
    const before = new Map(this.current().map((object) => [object.id, object]));
    const resolved = changes.map((change) => ({ ...change, id: this.ids.resolve(change.id) }));
    const bases = new Map(
      resolved.map((change) => [
        change.id,
        this.versions.editBase(change.id, before.get(change.id)?.version),
      ]),
    );
    const saving = this.save(resolved, (id) => this.versions.versionToSend(id, bases.get(id)));
    this.history.record(
      saving.then((updated) => {
        const written = new Set(updated.map((object) => object.id));
        const done = resolved.filter((change) => written.has(change.id));
        const changes = done.flatMap((change) => {
          const object = before.get(change.id);
          return object ? [stepChange(object, change)] : [];
        });
        return changes.length > 0 ? { label, changes } : undefined;
      }),
    );
    return saving;
  }

  /** Deletes objects as one step; undo makes them again (with new ids, which the history follows). */
  async delete(label: string, objects: PlannerObject[]): Promise<void> {
    if (objects.length === 0) return;
    const ids = objects.map((object) => object.id);
    const deleting = this.deleteNow(ids);
    this.history.record(
      deleting.then(() => ({
        label,
        changes: objects.map((object) => ({
          kind: 'plannerObject' as const,
          id: object.id,
          before: recipeOf(object),
          after: null,
        })),
      })),
    );
    await deleting;
  }

  /**
   * An undo or redo of the history: made again (a delete undone: new ids, which the history
   * follows), deleted, or changed on this planner's last write of each object.
   */
  private async apply(changes: readonly PlanChange[]): Promise<Applied[]> {
    const applied: Applied[] = [];
    for (const run of runsOfOperation(changes)) {
      const first = run[0] as PlanChange;
      if (first.before === null) {
        const again = await this.createNow(run.map((change) => change.after as CreatePlannerObjectRequest));
        applied.push(...again.map((object) => ({ id: object.id, version: object.version })));
      } else if (first.after === null) {
        await this.deleteNow(run.map((change) => change.id));
        applied.push(...run.map((change) => ({ id: change.id })));
      } else {
        await this.replay(run.map((change) => ({ ...change.after, id: change.id }) as ObjectChange));
        applied.push(...run.map((change) => ({ id: change.id })));
      }
    }
    return applied;
  }

  /** The object's id now, for a selection made before an undo or redo. */
  resolve(id: number): number {
    return this.ids.resolve(id);
  }
}

/** A change of the history: the fields `change` sets, as `object` had them and as it sets them. */
function stepChange(object: PlannerObject, change: ObjectChange): PlanChange {
  return {
    kind: 'plannerObject',
    id: change.id,
    before: fieldsOf(reverseOf(object, change)),
    after: fieldsOf(change),
  };
}

/** Consecutive changes of one operation (make, delete, change), in order. */
function runsOfOperation(changes: readonly PlanChange[]): PlanChange[][] {
  const operation = (change: PlanChange) =>
    change.before === null ? 'create' : change.after === null ? 'delete' : 'update';
  const runs: PlanChange[][] = [];
  for (const change of changes) {
    const last = runs[runs.length - 1];
    if (last?.[0] && operation(last[0]) === operation(change)) last.push(change);
    else runs.push([change]);
  }
  return runs;
}
