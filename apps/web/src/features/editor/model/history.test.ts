import { beforeAll, describe, expect, it } from 'vitest';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { type Command, createHistory } from './history';

beforeAll(activatePlannerEnglish);

/** A command that records what ran into `log`. */
function recorded(label: string, log: string[]): Command {
  return {
    label,
    undo: async () => {
      log.push(`undo ${label}`);
    },
    redo: async () => {
      log.push(`redo ${label}`);
    },
  };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('createHistory', () => {
  it('undoes 60 steps in reverse order and redoes them in order (limit 100)', async () => {
    const log: string[] = [];
    const history = createHistory({ limit: 100 });
    for (let step = 1; step <= 60; step += 1) history.push(recorded(`step ${step}`, log));
    for (let step = 1; step <= 60; step += 1) await history.undo();
    expect(history.canUndo).toBe(false);
    expect(log).toEqual(Array.from({ length: 60 }, (_, index) => `undo step ${60 - index}`));
    log.length = 0;
    for (let step = 1; step <= 60; step += 1) await history.redo();
    expect(history.canRedo).toBe(false);
    expect(log).toEqual(Array.from({ length: 60 }, (_, index) => `redo step ${index + 1}`));
  });

  it('drops the oldest steps beyond the limit', async () => {
    const log: string[] = [];
    const history = createHistory({ limit: 100 });
    for (let step = 1; step <= 120; step += 1) history.push(recorded(`step ${step}`, log));
    let undone = 0;
    while (history.canUndo) {
      await history.undo();
      undone += 1;
    }
    expect(undone).toBe(100);
    expect(log.at(-1)).toBe('undo step 21');
    await history.undo();
    expect(log).toHaveLength(100);
  });

  it('drops what could be redone when a new step is pushed after an undo', async () => {
    const log: string[] = [];
    const history = createHistory();
    history.push(recorded('A', log));
    history.push(recorded('B', log));
    await history.undo();
    expect(history.getSnapshot()).toMatchObject({ canRedo: true, redoLabel: 'B', undoLabel: 'A' });
    history.push(recorded('C', log));
    expect(history.canRedo).toBe(false);
    await history.redo();
    await history.undo();
    expect(log).toEqual(['undo B', 'undo C']);
  });

  it('runs a second undo only after the first has finished, never interleaved', async () => {
    const log: string[] = [];
    const slow = deferred();
    const history = createHistory();
    history.push({ label: 'A', undo: async () => void log.push('undo A'), redo: async () => undefined });
    history.push({
      label: 'B',
      undo: async () => {
        log.push('undo B starts');
        await slow.promise;
        log.push('undo B ends');
      },
      redo: async () => undefined,
    });
    const first = history.undo();
    const second = history.undo();
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['undo B starts']);
    expect(history.getSnapshot().busy).toBe(true);
    slow.resolve();
    await Promise.all([first, second]);
    expect(log).toEqual(['undo B starts', 'undo B ends', 'undo A']);
    expect(history.getSnapshot()).toMatchObject({
      canUndo: false,
      canRedo: true,
      redoLabel: 'A',
      busy: false,
    });
  });

  it('leaves the history as it was when an undo fails, rethrows, and carries on with the next request', async () => {
    const log: string[] = [];
    let fail = true;
    const history = createHistory();
    history.push(recorded('A', log));
    history.push({
      label: 'B',
      undo: async () => {
        if (fail) throw new Error('The server said no');
        log.push('undo B');
      },
      redo: async () => undefined,
    });
    const before = history.getSnapshot();
    const failing = history.undo();
    const next = history.undo();
    await expect(failing).rejects.toThrow('The server said no');
    await expect(next).rejects.toThrow('The server said no');
    expect(history.getSnapshot()).toEqual(before);
    fail = false;
    await history.undo();
    expect(log).toEqual(['undo B']);
    expect(history.getSnapshot()).toMatchObject({ undoLabel: 'A', redoLabel: 'B' });
  });

  it('applies a push made while an undo runs after that undo', async () => {
    const log: string[] = [];
    const slow = deferred();
    const history = createHistory();
    history.push({ label: 'A', undo: () => slow.promise, redo: async () => undefined });
    const undo = history.undo();
    history.push(recorded('B', log));
    expect(history.getSnapshot().undoLabel).toBe('A');
    slow.resolve();
    await undo;
    await Promise.resolve();
    expect(history.getSnapshot()).toMatchObject({ undoLabel: 'B', canRedo: false });
  });

  it('undoes a step recorded while its action runs, not the step before, once the action is done', async () => {
    const log: string[] = [];
    const history = createHistory();
    history.push(recorded('A', log));
    const action = deferred();
    history.record(action.promise.then(() => recorded('B', log)));
    const undo = history.undo();
    await Promise.resolve();
    expect(log).toEqual([]);
    action.resolve();
    await undo;
    expect(log).toEqual(['undo B']);
    expect(history.getSnapshot()).toMatchObject({ undoLabel: 'A', redoLabel: 'B' });
  });

  it('records nothing for an action that fails or answers no step, and carries on', async () => {
    const log: string[] = [];
    const history = createHistory();
    history.push(recorded('A', log));
    const failing = deferred();
    history.record(failing.promise.then(() => recorded('never', log)));
    history.record(Promise.resolve(undefined));
    failing.reject(new Error('refused'));
    await history.undo();
    expect(log).toEqual(['undo A']);
    expect(history.getSnapshot()).toMatchObject({ canUndo: false, redoLabel: 'A' });
  });

  it('gives useSyncExternalStore a stable snapshot and tells subscribers of each change', async () => {
    const history = createHistory();
    const { subscribe, getSnapshot } = history;
    let calls = 0;
    const unsubscribe = subscribe(() => {
      calls += 1;
    });
    const empty = getSnapshot();
    expect(getSnapshot()).toBe(empty);
    expect(empty).toEqual({ canUndo: false, canRedo: false, undoLabel: null, redoLabel: null, busy: false });
    history.push(recorded('Move Turbine 3', []));
    expect(calls).toBe(1);
    expect(getSnapshot()).not.toBe(empty);
    expect(getSnapshot()).toMatchObject({ canUndo: true, undoLabel: 'Move Turbine 3' });
    await history.undo();
    expect(calls).toBe(3);
    history.clear();
    expect(getSnapshot()).toEqual(empty);
    unsubscribe();
    history.push(recorded('X', []));
    expect(calls).toBe(4);
  });

  it('does nothing on undo or redo with nothing to undo or redo, and refuses a limit below 1', async () => {
    const history = createHistory();
    await history.undo();
    await history.redo();
    expect(history.getSnapshot().canUndo).toBe(false);
    expect(() => createHistory({ limit: 0 })).toThrow(
      'The history limit must be a whole number of at least 1.',
    );
  });
});
