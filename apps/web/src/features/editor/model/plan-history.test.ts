import type { PlannerObject, Scenario, Tour, Viewpoint } from '@vantage/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import {
  type Applier,
  createPlanHistory,
  group,
  inverse,
  type PlanChange,
  type PlanFields,
  type PlanHistory,
  PlanIds,
  type PlanKind,
  type PlanStep,
  runsOf,
  withReferencesNow,
} from './plan-history';
import {
  createStep,
  isScenarioMove,
  scenarioDeleteStep,
  scenarioMoveStep,
  viewpointDeleteStep,
} from './plan-records';

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

/** The step done on the plan, then pushed: what a call does and then records. */
async function done(plan: ReturnType<typeof memoryPlan>, history: PlanHistory, step: PlanStep) {
  for (const each of step.changes) await plan.applier(each.kind)([each]);
  history.push(step);
}

const viewpoint = (id: number, fields: Partial<Viewpoint>): Viewpoint => ({
  id,
  projectId: 1,
  visible: true,
  tagNames: [],
  position: { longitude: 4.6, latitude: 52.6, altitude: 1.7 },
  pan: 0,
  tilt: 0,
  fieldOfView: 60,
  name: 'Viewpoint',
  windDirection: 225,
  viewingDateTime: null,
  panoId: null,
  photo: null,
  sortOrder: 0,
  version: 1,
  ...fields,
});

describe('steps that make and delete records', () => {
  it('undoes a tour made by deleting it, redoes it with a new id, and a later rename still reaches it', async () => {
    const plan = memoryPlan();
    const history = historyOver(plan);
    const tour = plan.insert('tour', { name: 'Tour 1', viewpointIds: [] });
    history.push(createStep('Add Tour 1', 'tour', tour, { name: 'Tour 1', viewpointIds: [] }));
    await done(plan, history, {
      label: 'Rename tour',
      changes: [change('tour', tour, { name: 'Tour 1' }, { name: 'Flight' })],
    });

    await history.undo();
    await history.undo();
    expect(plan.table('tour').size).toBe(0);
    await history.redo();
    const again = history.ids.resolve('tour', tour);
    expect(again).not.toBe(tour);
    expect(plan.table('tour').get(again)?.name).toBe('Tour 1');
    await history.redo();
    expect(plan.table('tour').get(again)?.name).toBe('Flight');
    expect(plan.sent.slice(-2)).toEqual([`create tour ${again}`, `update tour ${again}`]);
  });

  it("undoes a viewpoint's delete: made again, its tour gets the stop back on the new id, and an earlier move reaches it", async () => {
    const plan = memoryPlan();
    const history = historyOver(plan);
    const church = plan.insert('viewpoint', { name: 'Church', position: 'church' });
    const beach = plan.insert('viewpoint', { name: 'Beach' });
    const tourId = plan.insert('tour', { name: 'Tour 1', viewpointIds: [church, beach] });
    await done(plan, history, {
      label: 'Move Church',
      changes: [change('viewpoint', church, { position: 'church' }, { position: 'square' })],
    });
    const tour = { id: tourId, viewpointIds: [church, beach] } as Tour;
    const step = viewpointDeleteStep('Delete Church', viewpoint(church, { name: 'Church' }), [tour]);
    expect(step.changes.map((each) => `${each.kind} ${each.after === null ? 'deleted' : 'changed'}`)).toEqual(
      ['tour changed', 'viewpoint deleted'],
    );
    await done(plan, history, step);
    expect(plan.table('tour').get(tourId)?.viewpointIds).toEqual([beach]);
    expect(plan.table('viewpoint').has(church)).toBe(false);

    await history.undo();
    const again = history.ids.resolve('viewpoint', church);
    expect(again).not.toBe(church);
    expect(plan.table('viewpoint').get(again)?.name).toBe('Church');
    expect(plan.table('tour').get(tourId)?.viewpointIds).toEqual([again, beach]);
    expect(plan.sent.slice(-2)).toEqual([`create viewpoint ${again}`, `update tour ${tourId}`]);

    await history.undo();
    expect(plan.table('viewpoint').get(again)?.position).toBe('church');

    await history.redo();
    await history.redo();
    expect(plan.table('viewpoint').has(again)).toBe(false);
    expect(plan.table('tour').get(tourId)?.viewpointIds).toEqual([beach]);
  });

  it("undoes a scenario's delete: the scenario is made again in its place, then its objects in it", async () => {
    const plan = memoryPlan();
    const history = historyOver(plan);
    const north = plan.insert('scenario', { name: 'North' });
    const south = plan.insert('scenario', { name: 'South' });
    const inNorth = plan.insert('plannerObject', { name: 'Turbine 1', scenarioId: north });
    plan.insert('plannerObject', { name: 'Turbine 2', scenarioId: south });
    const objects = [
      { id: inNorth, name: 'Turbine 1', scenarioId: north },
      { id: inNorth + 1, name: 'Turbine 2', scenarioId: south },
    ] as PlannerObject[];
    const scenario = { id: north, name: 'North', color: '44B3EA', sortOrder: 0 } as Scenario;
    const step = scenarioDeleteStep('Delete North', scenario, 0, objects);
    expect(step.changes.map((each) => `${each.kind} ${each.id}`)).toEqual([
      `plannerObject ${inNorth}`,
      `scenario ${north}`,
    ]);
    await done(plan, history, step);
    expect(plan.table('plannerObject').size).toBe(1);

    await history.undo();
    const again = history.ids.resolve('scenario', north);
    expect(plan.table('scenario').get(again)).toMatchObject({ name: 'North', sortOrder: 0, color: '44B3EA' });
    const turbine = plan.table('plannerObject').get(history.ids.resolve('plannerObject', inNorth));
    expect(turbine).toMatchObject({ name: 'Turbine 1', scenarioId: again });

    await history.redo();
    expect(plan.table('scenario').has(again)).toBe(false);
    expect([...plan.table('plannerObject').values()].map((each) => each.name)).toEqual(['Turbine 2']);
  });

  it('undoes a scenario reorder by moving it back to where it was', async () => {
    const step = scenarioMoveStep('Move South up', 7, 1, 0);
    expect(step.changes[0] && isScenarioMove(step.changes[0])).toBe(true);
    expect(inverse(step).changes).toEqual([change('scenario', 7, { sortOrder: 0 }, { sortOrder: 1 })]);
    // A scenario made again carries its place too, but is a creation, not a move.
    const made = createStep('Add North', 'scenario', 8, { name: 'North', sortOrder: 0 });
    expect(made.changes[0] && isScenarioMove(made.changes[0])).toBe(false);
  });

  it('keeps the stops, objects and presets a step names on the ids of records made again', () => {
    const ids = new PlanIds();
    ids.of('viewpoint').moved(1, 11);
    ids.of('scenario').moved(2, 12);
    ids.of('preset').moved(3, 13);
    expect(withReferencesNow('tour', { viewpointIds: [1, 5, 1] }, ids)).toEqual({
      viewpointIds: [11, 5, 11],
    });
    expect(withReferencesNow('plannerObject', { scenarioId: 2, presetId: 3, name: 'A' }, ids)).toEqual({
      scenarioId: 12,
      presetId: 13,
      name: 'A',
    });
    expect(withReferencesNow('plannerObject', { presetId: null }, ids)).toEqual({ presetId: null });
    expect(withReferencesNow('viewpoint', { name: 'Church' }, ids)).toEqual({ name: 'Church' });
  });
});
