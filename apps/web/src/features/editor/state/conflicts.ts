import { useSyncExternalStore } from 'react';

/**
 * An edit the server refused with 412 because someone else changed the item since this
 * planner loaded it. The planner shows it and lets the user choose: nothing is lost silently.
 */
export type Conflict = {
  kind:
    | 'plannerObject'
    | 'viewpoint'
    | 'scenario'
    | 'tour'
    | 'preset'
    | 'setbackRule'
    | 'shadowFlickerSettings'
    | 'noiseSettings';
  /** The item's name, for the dialog. */
  name: string;
  /** The item as it is on the server now (the 412 answer's `current`). */
  theirs: Record<string, unknown>;
  /** The fields this planner tried to write. */
  yours: Record<string, unknown>;
  /** Writes this planner's fields over their version (`If-Match` of `version`). */
  applyYours: (version: number) => Promise<void>;
  /** Takes their version: the planner shows the server's state again. */
  keepTheirs: () => Promise<void> | void;
};

let conflicts: readonly Conflict[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly Conflict[]) {
  conflicts = next;
  for (const listener of listeners) listener();
}

/** Queues a refused edit for the conflict dialog. */
export function reportConflict(conflict: Conflict): void {
  publish([...conflicts, conflict]);
}

/** Takes the first conflict off the queue once the user has chosen. */
export function settleConflict(conflict: Conflict): void {
  publish(conflicts.filter((queued) => queued !== conflict));
}

/** The refused edits waiting for the user's choice, oldest first. */
export function queuedConflicts(): readonly Conflict[] {
  return conflicts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useConflicts = () => useSyncExternalStore(subscribe, queuedConflicts);
