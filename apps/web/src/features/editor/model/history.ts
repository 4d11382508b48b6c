/**
 * The planner's undo/redo history of reversible commands. A command is pushed after its action
 * has been done, or recorded while it runs (`record`: an undo asked meanwhile waits for it and
 * undoes it, not the step before); undo and redo run its functions one at a time, in the order
 * asked (a second undo waits for the first, never interleaves), and move it between the two
 * stacks only when they succeed: a failing undo or redo leaves the history as it was and
 * rethrows. A new command drops what could be redone. The oldest commands go beyond `limit`.
 *
 * `subscribe` and `getSnapshot` are bound functions for React's useSyncExternalStore; the
 * snapshot is a new object only when something changed.
 */

export type Command = {
  /** What the user did, for "Undo …" / "Redo …" ("Move Turbine 3"). */
  label: string;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
};

export type HistorySnapshot = {
  canUndo: boolean;
  canRedo: boolean;
  undoLabel: string | null;
  redoLabel: string | null;
  /** An undo or redo is running. */
  busy: boolean;
};

export type History = {
  push: (command: Command) => void;
  /**
   * The step of an action still running, in its place: an undo or redo asked meanwhile runs
   * after it. Nothing is recorded when the action answers no step or fails.
   */
  record: (step: Promise<Command | undefined>) => void;
  undo: () => Promise<void>;
  redo: () => Promise<void>;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => HistorySnapshot;
};

export const DEFAULT_HISTORY_LIMIT = 100;

export function createHistory({ limit = DEFAULT_HISTORY_LIMIT }: { limit?: number } = {}): History {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error('The history limit must be a whole number of at least 1.');
  const done: Command[] = [];
  const undone: Command[] = [];
  const listeners = new Set<() => void>();
  let busy = false;
  /** Everything asked so far, run in order; never rejects, so one failure does not stop the rest. */
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  let snapshot = makeSnapshot();

  function makeSnapshot(): HistorySnapshot {
    return {
      canUndo: done.length > 0,
      canRedo: undone.length > 0,
      undoLabel: done[done.length - 1]?.label ?? null,
      redoLabel: undone[undone.length - 1]?.label ?? null,
      busy,
    };
  }

  function changed() {
    snapshot = makeSnapshot();
    for (const listener of [...listeners]) listener();
  }

  /** Runs `step` after everything asked before it; its outcome is the returned promise's. */
  function enqueue(step: () => void | Promise<void>): Promise<void> {
    pending += 1;
    const run = queue.then(step).finally(() => {
      pending -= 1;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  /** Applies a change of the stacks now when nothing runs, else after what runs. */
  function whenIdle(change: () => void) {
    if (pending === 0) change();
    else void enqueue(change);
  }

  function move(from: Command[], to: Command[], run: (command: Command) => Promise<void>): Promise<void> {
    return enqueue(async () => {
      const command = from[from.length - 1];
      if (!command) return;
      busy = true;
      changed();
      try {
        await run(command);
        from.pop();
        to.push(command);
      } finally {
        busy = false;
        changed();
      }
    });
  }

  function add(command: Command) {
    undone.length = 0;
    done.push(command);
    if (done.length > limit) done.splice(0, done.length - limit);
    changed();
  }

  return {
    push(command) {
      whenIdle(() => add(command));
    },
    record(step) {
      void enqueue(async () => {
        const command = await step.catch(() => undefined);
        if (command) add(command);
      });
    },
    undo: () => move(done, undone, (command) => command.undo()),
    redo: () => move(undone, done, (command) => command.redo()),
    get canUndo() {
      return done.length > 0;
    },
    get canRedo() {
      return undone.length > 0;
    },
    clear() {
      whenIdle(() => {
        done.length = 0;
        undone.length = 0;
        changed();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}
