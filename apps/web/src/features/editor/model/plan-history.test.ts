import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import {
  type Applier,
  createPlanHistory,
  group,
  inverse,
  type PlanChange,
  type PlanFields,
  type PlanKind,
  type PlanStep,
  runsOf,
} from './plan-history';

beforeAll(activatePlannerEnglish);

/**
 * A plan held in memory, one table per kind, with the server's rules that matter to the
 * history: ids are never reused (a re-created record gets a new one) and every write moves
 * the record's version on.
 */
function memoryPlan() {
  let nextId = 100;
  const tables = new Map<PlanKind, Map<number, Record<string, unknown> & { version: number }>>();
  const table = (kind: PlanKind) => {
    const rows = tables.get(kind) ?? new Map();
    tables.set(kind, rows);
    return rows;
  };
  const sent: string[] = [];
  const applier =
    (kind: PlanKind): Applier =>
    async (changes) =>
      changes.map((change) => {
        const rows = table(kind);
        if (change.after === null) {
          sent.push(`delete ${kind} ${change.id}`);
          rows.delete(change.id);
          return { id: change.id };
        }
        if (change.before === null) {
          const id = nextId++;
          sent.push(`create ${kind} ${id}`);
          rows.set(id, { ...change.after, version: 1 });
          return { id, version: 1 };
        }
        const row = rows.get(change.id);
        if (!row) throw new Error(`${kind} ${change.id} is gone`);
        sent.push(`update ${kind} ${change.id}`);
        rows.set(change.id, { ...row, ...change.after, version: row.version + 1 });
        return { id: change.id, version: row.version + 1 };
      });
  const insert = (kind: PlanKind, fields: PlanFields) => {
    const id = nextId++;
    table(kind).set(id, { ...fields, version: 1 });
    return id;
  };
  return { table, applier, insert, sent };
}

const change = (
  kind: PlanKind,
  id: number,
  before: PlanFields | null,
  after: PlanFields | null,
): PlanChange => ({
  kind,
  id,
  before,
  after,
});

function historyOver(plan: ReturnType<typeof memoryPlan>) {
  const history = createPlanHistory({ limit: 100 });
  for (const kind of ['plannerObject', 'viewpoint', 'tour', 'scenario', 'preset'] as const)
    history.handle(kind, plan.applier(kind));
  return history;
}

describe('a step of the plan history', () => {
  it('is undone by its inverse: every change reversed, the last first', () => {
    const step: PlanStep = {
      label: 'Paste 2 objects',
      changes: [
        change('plannerObject', 1, null, { name: 'A' }),
        change('plannerObject', 2, null, { name: 'B' }),
      ],
    };
    expect(inverse(step).changes).toEqual([
      change('plannerObject', 2, { name: 'B' }, null),
      change('plannerObject', 1, { name: 'A' }, null),
    ]);
    expect(inverse(inverse(step))).toEqual(step);
  });

  it('groups steps into one and sends consecutive changes of one kind together', () => {
    const grouped = group('Import 3 rows', [
      { label: 'a', changes: [change('plannerObject', 1, null, {})] },
      { label: 'b', changes: [change('plannerObject', 2, null, {}), change('viewpoint', 3, {}, {})] },
    ]);
    expect(grouped.label).toBe('Import 3 rows');
    expect(runsOf(grouped.changes).map((run) => run.map((each) => each.id))).toEqual([[1, 2], [3]]);
  });
});

describe('the plan history over the five kinds', () => {
  it('undoes and redoes a change of each kind, in reverse order, and names the step to undo', async () => {
    const plan = memoryPlan();
    const history = historyOver(plan);
    const ids = {
      viewpoint: plan.insert('viewpoint', { position: 'church' }),
      tour: plan.insert('tour', { viewpointIds: [1, 2] }),
      preset: plan.insert('preset', { name: 'V150' }),
      scenario: plan.insert('scenario', { name: 'Scenario 1' }),
    };
    const steps: [string, PlanChange][] = [
      ['Move Viewpoint 1', change('viewpoint', ids.viewpoint, { position: 'church' }, { position: 'beach' })],
      ['Reorder Tour 1', change('tour', ids.tour, { viewpointIds: [1, 2] }, { viewpointIds: [2, 1] })],
      ['Change preset V150', change('preset', ids.preset, { name: 'V150' }, { name: 'V162' })],
      ['Rename scenario', change('scenario', ids.scenario, { name: 'Scenario 1' }, { name: 'North' })],
    ];
    for (const [label, each] of steps) {
      await plan.applier(each.kind)([each]);
      history.push({ label, changes: [each] });
    }
    expect(history.getSnapshot().undoLabel).toBe('Rename scenario');

    for (const _ of steps) await history.undo();
    expect(plan.table('viewpoint').get(ids.viewpoint)?.position).toBe('church');
    expect(plan.table('tour').get(ids.tour)?.viewpointIds).toEqual([1, 2]);
    expect(plan.table('preset').get(ids.preset)?.name).toBe('V150');
    expect(plan.table('scenario').get(ids.scenario)?.name).toBe('Scenario 1');
    expect(history.getSnapshot()).toMatchObject({ canUndo: false, redoLabel: 'Move Viewpoint 1' });

    for (const _ of steps) await history.redo();
    expect(plan.table('viewpoint').get(ids.viewpoint)?.position).toBe('beach');
    expect(plan.table('scenario').get(ids.scenario)?.name).toBe('North');
    expect(history.getSnapshot()).toMatchObject({ canRedo: false, undoLabel: 'Rename scenario' });
  });

  it('drops what could be redone when a new step is made after an undo', async () => {
    const plan = memoryPlan();
    const history = historyOver(plan);
    const id = plan.insert('scenario', { name: 'A' });
    history.push({
      label: 'Rename scenario',
      changes: [change('scenario', id, { name: 'A' }, { name: 'B' })],
    });
    await history.undo();
    expect(history.canRedo).toBe(true);
    history.push({
      label: 'Rename scenario',
      changes: [change('scenario', id, { name: 'A' }, { name: 'C' })],
    });
    expect(history.canRedo).toBe(false);
  });

  it('after the undo of a delete (a new id), a later step still reaches the object, and redo deletes the new one', async () => {
    const plan = memoryPlan();
    const history = historyOver(plan);
    const turbine = plan.insert('plannerObject', { name: 'Turbine 1', x: 0 });
    // Moved, then deleted: two steps naming the id the turbine had then.
    await plan.applier('plannerObject')([change('plannerObject', turbine, { x: 0 }, { x: 5 })]);
    history.push({
      label: 'Move Turbine 1',
      changes: [change('plannerObject', turbine, { x: 0 }, { x: 5 })],
    });
    await plan.applier('plannerObject')([
      change('plannerObject', turbine, { name: 'Turbine 1', x: 5 }, null),
    ]);
    history.push({
      label: 'Delete Turbine 1',
      changes: [change('plannerObject', turbine, { name: 'Turbine 1', x: 5 }, null)],
    });

    await history.undo();
    const again = [...plan.table('plannerObject').keys()];
    expect(again).toHaveLength(1);
    expect(again[0]).not.toBe(turbine);
    expect(history.ids.resolve('plannerObject', turbine)).toBe(again[0]);

    await history.undo();
    expect(plan.table('plannerObject').get(again[0] as number)?.x).toBe(0);
    await history.redo();
    await history.redo();
    expect(plan.table('plannerObject').size).toBe(0);
    expect(plan.sent.at(-1)).toBe(`delete plannerObject ${again[0]}`);
  });

  it('undoes a paste of three objects as one step', async () => {
    const plan = memoryPlan();
    const history = historyOver(plan);
    const made = await plan.applier('plannerObject')(
      [1, 2, 3].map((n) => change('plannerObject', 0, null, { name: `Turbine ${n}` })),
    );
    history.push({
      label: 'Paste 3 objects',
      changes: made.map((each, index) =>
        change('plannerObject', each.id, null, { name: `Turbine ${index + 1}` }),
      ),
    });
    await history.undo();
    expect(plan.table('plannerObject').size).toBe(0);
    expect(history.canUndo).toBe(false);
    await history.redo();
    expect(plan.table('plannerObject').size).toBe(3);
  });

  it('keeps a step whose undo was refused (a 412 waits in the conflict dialog), and undoes it when asked again', async () => {
    const plan = memoryPlan();
    const history = historyOver(plan);
    const id = plan.insert('scenario', { name: 'A' });
    let refuse = true;
    history.handle('scenario', async (changes) => {
      if (refuse) throw new Error('Someone else changed this since');
      return plan.applier('scenario')(changes);
    });
    history.push({
      label: 'Rename scenario',
      changes: [change('scenario', id, { name: 'A' }, { name: 'B' })],
    });
    await expect(history.undo()).rejects.toThrow('Someone else changed this since');
    expect(history.getSnapshot()).toMatchObject({
      canUndo: true,
      canRedo: false,
      undoLabel: 'Rename scenario',
    });
    refuse = false;
    await history.undo();
    expect(plan.table('scenario').get(id)?.name).toBe('A');
  });

  it('records a step in its place: an undo asked while the edit is under way undoes that edit', async () => {
    const plan = memoryPlan();
    const history = historyOver(plan);
    const id = plan.insert('tour', { viewpointIds: [1, 2] });
    let answer!: (step: PlanStep) => void;
    history.record(
      new Promise<PlanStep>((resolve) => {
        answer = resolve;
      }),
    );
    const undoing = history.undo();
    await plan.applier('tour')([change('tour', id, { viewpointIds: [1, 2] }, { viewpointIds: [2, 1] })]);
    answer({
      label: 'Reorder Tour 1',
      changes: [change('tour', id, { viewpointIds: [1, 2] }, { viewpointIds: [2, 1] })],
    });
    await undoing;
    expect(plan.table('tour').get(id)?.viewpointIds).toEqual([1, 2]);
  });

  it('notes the version each undo and redo answered, for the next one to be sent on', async () => {
    const plan = memoryPlan();
    const history = historyOver(plan);
    const id = plan.insert('preset', { name: 'V150' });
    history.push({
      label: 'Change preset V150',
      changes: [change('preset', id, { name: 'V150' }, { name: 'V162' })],
    });
    await history.undo();
    expect(history.ids.version('preset', id)).toBe(2);
    await history.redo();
    expect(history.ids.version('preset', id)).toBe(3);
  });
});
