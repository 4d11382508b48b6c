import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { versionedUpdates } from '../api/versioned-save';
import { activatePlannerEnglish } from '../i18n/planner-test-i18n';
import { createPlanHistory } from '../model/plan-history';
import { queuedConflicts, settleConflict } from './conflicts';
import { recordedUpdates } from './recorded-updates';

beforeAll(activatePlannerEnglish);

type Scenario = { id: number; name: string; version: number };

/**
 * One scenario on a "server" that keeps the If-Match rule (a write on another version than the
 * current one is refused with 412 and the current record), and the list a planner holds.
 */
function setting() {
  const server: Scenario = { id: 7, name: 'Scenario 1', version: 1 };
  let held: Scenario = { ...server };
  const writes: { name: string; version: number }[] = [];
  const updates = versionedUpdates<Scenario, { name?: string }>({
    kind: 'scenario',
    read: () => held,
    write: (item) => {
      held = item;
    },
    send: async (_id, body, version) => {
      if (version !== server.version)
        throw new ApiError({
          message: 'Changed by someone else',
          status: 412,
          responseText: JSON.stringify({ current: server }),
          headers: new Headers(),
        });
      Object.assign(server, body, { version: server.version + 1 });
      writes.push({ name: server.name, version: server.version });
      return { ...server };
    },
    refresh: async () => {
      held = { ...server };
    },
  });
  const history = createPlanHistory();
  const calls = recordedUpdates<Scenario, { name?: string }>({
    history,
    kind: 'scenario',
    label: () => 'Rename scenario',
    read: () => held,
    update: updates,
  });
  history.handle('scenario', calls.applier);
  const teammateRenames = (name: string) => Object.assign(server, { name, version: server.version + 1 });
  return { server, held: () => held, writes, history, update: calls.update, teammateRenames };
}

const clearConflicts = () => {
  for (const conflict of queuedConflicts()) settleConflict(conflict);
};

describe('undo and redo of a versioned record, sent with If-Match', () => {
  it('shows the undo at once, and writes it on the version the rename answered', async () => {
    const { server, held, writes, history, update } = setting();
    await update(held(), { name: 'North' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(history.getSnapshot().undoLabel).toBe('Rename scenario');
    const undoing = history.undo();
    await Promise.resolve();
    await Promise.resolve();
    expect(held().name).toBe('Scenario 1');
    await undoing;
    expect(server).toEqual({ id: 7, name: 'Scenario 1', version: 3 });
    await history.redo();
    expect(server.name).toBe('North');
    expect(writes.map((write) => write.version)).toEqual([2, 3, 4]);
  });

  it("opens the conflict dialog for an undo over a teammate's change, keeps theirs and keeps the step", async () => {
    clearConflicts();
    const { server, held, history, update, teammateRenames } = setting();
    await update(held(), { name: 'North' });
    teammateRenames('South');
    await expect(history.undo()).rejects.toThrow('The step stays in the history');
    expect(server.name).toBe('South');
    expect(held().name).toBe('South');
    expect(queuedConflicts()).toHaveLength(1);
    expect(queuedConflicts()[0]).toMatchObject({ kind: 'scenario', yours: { name: 'Scenario 1' } });
    expect(history.getSnapshot()).toMatchObject({ canUndo: true, canRedo: false });
    clearConflicts();
  });

  it("follows this planner's own saves: an undo after a later own change of the record is not a conflict", async () => {
    clearConflicts();
    const { server, held, history, update } = setting();
    await update(held(), { name: 'North' });
    await update(held(), { name: 'East' });
    await history.undo();
    await history.undo();
    expect(server.name).toBe('Scenario 1');
    expect(queuedConflicts()).toHaveLength(0);
  });

  it('records nothing for a change the conflict dialog took', async () => {
    clearConflicts();
    const { held, history, update, teammateRenames } = setting();
    const stale = held();
    teammateRenames('South');
    expect(await update(stale, { name: 'North' }, stale.version)).toBeUndefined();
    expect(history.canUndo).toBe(false);
    clearConflicts();
  });
});
