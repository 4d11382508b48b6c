import type { ContentEventKind } from '@vantage/contracts';

/**
 * The writes of this client to a project's content still waiting for their answer. The hub's
 * event of a write can arrive before the write's own answer; an event that names records
 * without carrying them (a large batch) then names versions the list does not hold yet. The
 * event waits for these writes to be answered (their answers go into the list) before it
 * decides what is still to read, so that a planner never reads back what it has just written.
 */
const inFlight = new Map<string, Set<Promise<unknown>>>();
const keyOf = (kind: ContentEventKind, projectId: number) => `${kind}:${projectId}`;

/** Registers a write under way; answers the write itself. */
export function trackOwnWrite<T>(kind: ContentEventKind, projectId: number, write: Promise<T>): Promise<T> {
  const key = keyOf(kind, projectId);
  const writes = inFlight.get(key) ?? new Set<Promise<unknown>>();
  inFlight.set(key, writes);
  const settled = write.then(
    () => undefined,
    () => undefined,
  );
  writes.add(settled);
  void settled.then(() => {
    writes.delete(settled);
    if (writes.size === 0 && inFlight.get(key) === writes) inFlight.delete(key);
  });
  return write;
}

/** Resolves once no write of this kind to the project is waiting for its answer. */
export async function ownWritesSettled(kind: ContentEventKind, projectId: number): Promise<void> {
  for (;;) {
    const writes = inFlight.get(keyOf(kind, projectId));
    if (!writes || writes.size === 0) return;
    await Promise.all([...writes]);
  }
}
