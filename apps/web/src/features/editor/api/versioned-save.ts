import { type ApiError, isApiError } from '@/lib/api-error';
import { type Conflict, reportConflict } from '../state/conflicts';

/** The header of a change made on this version of an item: the server refuses it (412) if stale. */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/** The item as the server holds it now: the `current` of a 412 answer. */
export function currentOf(error: ApiError): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(error.responseText);
    const current = body && typeof body === 'object' ? (body as { current?: unknown }).current : undefined;
    if (current && typeof current === 'object' && !Array.isArray(current))
      return current as Record<string, unknown>;
  } catch {
    // An answer without a readable body still is a conflict; the dialog then shows no values.
  }
  return {};
}

/**
 * Sends a change made on `version`. When someone else changed the item since (412), nothing is
 * overwritten: the conflict goes to the planner's dialog, which may send the same fields again
 * on their version or take theirs, and the answer here is undefined. Other errors are thrown.
 */
export async function saveVersioned<T>(change: {
  kind: Conflict['kind'];
  name: string;
  fields: Record<string, unknown>;
  version: number;
  send: (version: number) => Promise<T>;
  /** Takes the server's answer of a change that went through, now or after the dialog. */
  saved: (answer: T) => void;
  /** Shows the server's state again (their version). */
  refresh: () => Promise<void> | void;
  /** Takes the server's record of a 412 (theirs), while the dialog asks. */
  refused?: (theirs: Record<string, unknown>) => void;
}): Promise<T | undefined> {
  try {
    const answer = await change.send(change.version);
    change.saved(answer);
    return answer;
  } catch (error) {
    if (!isApiError(error, 412)) throw error;
    change.refused?.(currentOf(error));
    reportConflict({
      kind: change.kind,
      name: change.name,
      theirs: currentOf(error),
      yours: change.fields,
      applyYours: async (version) => {
        await saveVersioned({ ...change, version });
      },
      keepTheirs: change.refresh,
    });
    return undefined;
  }
}

/**
 * The changes of a project's items of one kind, as the planner makes them: each shows at once,
 * and the changes of one item go out one after the other, each on the version the one before
 * it was answered with. Without the queue a second quick change (a stop dropped, then a switch
 * flipped) would be sent on the version the first has just moved on, and the planner would
 * report its own change as someone else's; and the first answer would undo the second change
 * on screen until the second answer came.
 */
export function versionedUpdates<
  T extends { id: number; version: number; name: string },
  B extends object,
>(options: {
  kind: Conflict['kind'];
  /** The item as the planner holds it now. */
  read: (id: number) => T | undefined;
  write: (item: T) => void;
  send: (id: number, body: B, version: number) => Promise<T>;
  refresh: () => Promise<void>;
}) {
  const tails = new Map<number, Promise<unknown>>();
  const pending = new Map<number, B[]>();
  const withPending = (item: T): T => Object.assign({}, item, ...(pending.get(item.id) ?? []));
  const settle = (id: number, body: B) => {
    const left = (pending.get(id) ?? []).filter((waiting) => waiting !== body);
    if (left.length > 0) pending.set(id, left);
    else pending.delete(id);
  };

  /** Versions this planner's own saves moved each item from and to. */
  const moved = new Map<number, Map<number, number>>();
  /** The version an edit begun on `base` is sent on: `base`, or what this planner's own saves made of it. */
  const followOwn = (id: number, base: number) => {
    let version = base;
    for (let next = moved.get(id)?.get(version); next !== undefined; next = moved.get(id)?.get(version))
      version = next;
    return version;
  };

  /**
   * The saved item, or undefined when someone else changed it first (the planner then asks).
   * `base` is the version the edit was begun on (a form opened on it): when a teammate's change
   * has reached the list since, the server refuses the edit (412) rather than letting it
   * overwrite what the user never saw. Without it, the edit is sent on the version held now.
   */
  return function update(item: T, body: B, base?: number): Promise<T | undefined> {
    const { id } = item;
    pending.set(id, [...(pending.get(id) ?? []), body]);
    options.write(withPending(options.read(id) ?? item));
    const run = (tails.get(id) ?? Promise.resolve()).then(async () => {
      try {
        return await saveVersioned({
          kind: options.kind,
          name: item.name,
          fields: body as Record<string, unknown>,
          version: base !== undefined ? followOwn(id, base) : (options.read(id) ?? item).version,
          send: async (version) => {
            const answer = await options.send(id, body, version);
            const ofItem = moved.get(id) ?? new Map<number, number>();
            moved.set(id, ofItem.set(version, answer.version));
            return answer;
          },
          // A later version held (a teammate's change on top of this one, by their event) stays.
          saved: (answer) => {
            settle(id, body);
            const held = options.read(id);
            if (!held || held.version <= answer.version) options.write(withPending(answer));
          },
          refresh: options.refresh,
          // The list shows theirs at once: what was shown before the answer never was written.
          refused: (theirs) => {
            settle(id, body);
            if (theirs.id === id && typeof theirs.version === 'number')
              options.write(withPending(theirs as T));
          },
        });
      } catch (error) {
        settle(id, body);
        await options.refresh();
        throw error;
      } finally {
        settle(id, body);
      }
    });
    tails.set(
      id,
      run.catch(() => undefined),
    );
    return run;
  };
}
