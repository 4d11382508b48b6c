import { QueryClient } from '@tanstack/react-query';
import type { PlannerObject, PlannerPoint } from '@vantage/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { applyContentChange } from '@/lib/hub/content-apply';
import { getPlannerObjectsQueryOptions } from '../api/get-planner-objects';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { createPlanHistory } from '../model/plan-history';
import { queuedConflicts, settleConflict } from './conflicts';
import { type ObjectList, showPending, splitRefused } from './object-changes';
import { type ObjectCalls, ObjectEdits } from './object-edits';

beforeAll(activatePlannerEnglish);
beforeEach(() => {
  for (const conflict of queuedConflicts()) settleConflict(conflict);
});

const PROJECT = 1;
const at = (longitude: number): PlannerPoint[] => [{ longitude, latitude: 52.6 }];

const turbine = (id: number, fields: Partial<PlannerObject> = {}): PlannerObject => ({
  id,
  name: `Turbine ${id}`,
  projectId: PROJECT,
  presetId: null,
  scenarioId: 1,
  tagNames: [],
  layout: 'Point',
  plannerObjectDataJson: '{}',
  points: at(4.6),
  rotation: { x: 0, y: 0, z: 0, w: 1 },
  plannerObjectTypeId: 1,
  version: 1,
  ...fields,
});

/**
 * A project's objects on a "server" that keeps the batch calls' rules: a batch is all or
 * nothing, an item sent on another version than the current one refuses the whole batch with
 * 412 and the current records of the stale ones, every write moves a version on, ids are never
 * reused. `hold` keeps the next update's answer back (the write is done, its answer on the way).
 */
function memoryServer(objects: PlannerObject[]) {
  const rows = new Map(objects.map((object) => [object.id, { ...object }]));
  let nextId = 100;
  let held: Promise<void> | undefined;
  const calls: ObjectCalls = {
    create: async (recipes) =>
      recipes.map((recipe) => {
        const made = turbine(nextId++, { ...recipe, presetId: recipe.presetId ?? null });
        rows.set(made.id, made);
        return { ...made };
      }),
    update: async (items) => {
      const stale = items.filter(
        (item) => item.version !== undefined && rows.get(item.id)?.version !== item.version,
      );
      if (stale.length > 0)
        throw new ApiError({
          message: 'Changed by someone else',
          status: 412,
          responseText: JSON.stringify({ current: stale.map((item) => rows.get(item.id)) }),
          headers: new Headers(),
        });
      const written = items.map(({ version: _version, ...fields }) => {
        const row = rows.get(fields.id) as PlannerObject;
        const next = { ...row, ...fields, version: row.version + 1 } as PlannerObject;
        rows.set(next.id, next);
        return { ...next };
      });
      const answer = held;
      held = undefined;
      await answer;
      return written;
    },
    remove: async (ids) => {
      for (const id of ids) rows.delete(id);
    },
  };
  /** A teammate's change, written on the server (their planner's save). */
  const teammate = (id: number, fields: Partial<PlannerObject>) => {
    const row = rows.get(id) as PlannerObject;
    const next = { ...row, ...fields, version: row.version + 1 };
    rows.set(id, next);
    return { ...next };
  };
  const hold = () => {
    let release!: () => void;
    held = new Promise((resolve) => {
      release = resolve;
    });
    return release;
  };
  return { rows, calls, teammate, hold };
}

function planner(server: ReturnType<typeof memoryServer>) {
  const queryClient = new QueryClient();
  const key = getPlannerObjectsQueryOptions(PROJECT).queryKey;
  const items = [...server.rows.values()].map((row) => ({ ...row }));
  queryClient.setQueryData<ObjectList>(key, { items, total: items.length });
  const history = createPlanHistory();
  const edits = new ObjectEdits(PROJECT, queryClient, history, server.calls);
  const shown = (id: number) => edits.current().find((object) => object.id === id);
  /** The hub's content event of a teammate's save, applied as lib/hub/content-handler.ts does. */
  const event = (record: PlannerObject) => {
    const list = queryClient.getQueryData<ObjectList>(key) as ObjectList;
    const applied = applyContentChange(list, {
      name: 'OnItemUpdated',
      kind: 'plannerObject',
      projectId: PROJECT,
      items: [{ id: record.id, version: record.version }],
      records: [record],
    });
    if (applied.list) queryClient.setQueryData(key, applied.list);
  };
  /** The list read again from the server (a refetch). */
  const refetched = () => {
    const fresh = [...server.rows.values()].map((row) => ({ ...row }));
    queryClient.setQueryData<ObjectList>(key, { items: fresh, total: fresh.length });
  };
  return { edits, history, shown, event, refetched };
}

describe('a batch in which one object is stale (412)', () => {
  it("saves the rest, puts the server's version of the stale one in the list and asks about it", async () => {
    const server = memoryServer([turbine(1), turbine(2), turbine(3)]);
    const { edits, history, shown } = planner(server);
    const theirs = server.teammate(2, { name: 'Theirs' });

    const written = await edits.update('Rename 3 objects', [
      { id: 1, name: 'Mine 1' },
      { id: 2, name: 'Mine 2' },
      { id: 3, name: 'Mine 3' },
    ]);

    expect(written.map((object) => object.id)).toEqual([1, 3]);
    expect([1, 2, 3].map((id) => server.rows.get(id)?.name)).toEqual(['Mine 1', 'Theirs', 'Mine 3']);
    expect(shown(2)).toEqual(theirs);
    expect(queuedConflicts()).toHaveLength(1);
    expect(queuedConflicts()[0]).toMatchObject({
      kind: 'plannerObject',
      name: 'Theirs',
      yours: { name: 'Mine 2' },
    });

    // Their version is the base now: "Apply yours" sends the same fields on it and goes through.
    await queuedConflicts()[0]?.applyYours(theirs.version);
    expect(server.rows.get(2)).toMatchObject({ name: 'Mine 2', version: 3 });

    // The rename's step holds what was written with it: its undo leaves the stale object alone.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(history.getSnapshot().undoLabel).toBe('Apply your change to Theirs');
  });

  it('splits the changes into the refused ones, each with theirs, and the rest', () => {
    const theirs = turbine(2, { version: 5 });
    const split = splitRefused(
      [
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ],
      [theirs],
    );
    expect(split).toEqual({
      refused: [{ change: { id: 2, name: 'b' }, theirs }],
      rest: [{ id: 1, name: 'a' }],
    });
  });
});

describe('a change waiting for its answer, and a remote change meanwhile', () => {
  it("keeps the teammate's later version of the same object: our pending change is not laid over it", async () => {
    const server = memoryServer([turbine(1)]);
    const { edits, shown, event } = planner(server);
    const release = server.hold();
    const moving = edits.update('Move Turbine 1', [{ id: 1, points: at(4.7) }]);
    expect(shown(1)?.points).toEqual(at(4.7));
    await Promise.resolve();
    await Promise.resolve();
    // Our move is written (version 2); the teammate moves it again on top (version 3), and
    // their event arrives before our answer.
    const theirs = server.teammate(1, { points: at(4.8) });
    event(theirs);
    expect(shown(1)).toEqual(theirs);
    release();
    await moving;
    expect(shown(1)).toEqual(theirs);
  });

  it("keeps showing our pending change over a list read meanwhile, with the teammate's change of another object", async () => {
    const server = memoryServer([turbine(1), turbine(2)]);
    const { edits, shown, event, refetched } = planner(server);
    const release = server.hold();
    const moving = edits.update('Move Turbine 1', [{ id: 1, points: at(4.7) }]);
    const theirs = server.teammate(2, { name: 'Renamed by a teammate' });
    event(theirs);
    expect(shown(1)?.points).toEqual(at(4.7));
    expect(shown(2)).toEqual(theirs);
    refetched();
    expect(shown(1)?.points).toEqual(at(4.7));
    release();
    await moving;
    expect(shown(1)).toMatchObject({ points: at(4.7), version: 2 });
    expect(shown(2)).toEqual(theirs);
  });

  it('lays a pending change over the version it was made on or one of our own writes, and over no later one', () => {
    const pending = [{ changes: [{ id: 1, name: 'Mine' }], madeOn: new Map([[1, 1]]) }];
    const none = () => undefined;
    expect(showPending([turbine(1)], pending, none)[0]?.name).toBe('Mine');
    expect(showPending([turbine(1, { version: 2 })], pending, none)[0]?.name).toBe('Turbine 1');
    expect(showPending([turbine(1, { version: 2 })], pending, () => 2)[0]?.name).toBe('Mine');
    expect(showPending([turbine(1, { version: 3 })], pending, () => 2)[0]?.name).toBe('Turbine 1');
  });
});

describe('undo after a delete', () => {
  it('makes the objects again (new ids), and an earlier move undone after it reaches the new object', async () => {
    const server = memoryServer([turbine(1)]);
    const { edits, history, shown } = planner(server);
    await edits.update('Move Turbine 1', [{ id: 1, points: at(4.7) }]);
    await edits.delete('Delete Turbine 1', [shown(1) as PlannerObject]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.rows.size).toBe(0);

    await history.undo();
    const again = edits.resolve(1);
    expect(again).not.toBe(1);
    expect(server.rows.get(again)).toMatchObject({ name: 'Turbine 1', points: at(4.7) });
    expect(shown(again)?.points).toEqual(at(4.7));

    await history.undo();
    expect(server.rows.get(again)?.points).toEqual(at(4.6));
    await history.redo();
    await history.redo();
    expect(server.rows.size).toBe(0);
    expect(edits.current()).toEqual([]);
  });
});
