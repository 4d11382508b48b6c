import type { Applied, Applier, PlanFields, PlanHistory, PlanKind } from '../model/plan-history';
import { fieldsBefore } from '../model/plan-history';

type Versioned = { id: number; version: number; name: string };
/** A kind's versioned update (api/versioned-save.ts): undefined when the conflict dialog took it. */
export type VersionedUpdate<T extends Versioned, B extends object> = (
  item: T,
  body: B,
  base?: number,
) => Promise<T | undefined>;

/** Said when an undo or redo met someone else's change: the step stays for after the dialog. */
export const STEP_KEPT =
  'Someone else changed this since: choose in the dialog which version to keep. The step stays in the history.';

/**
 * The update of a kind that records each change it saves as a step of the history, and the
 * applier that undoes and redoes those steps through the same update: shown at once, sent on
 * the version this planner's last write of the record answered (If-Match), so that a
 * teammate's change since is refused (412) and shown in the conflict dialog, not overwritten.
 * With `create` and `remove`, the applier also makes again what a step deleted and deletes what
 * it made.
 */
export function recordedUpdates<T extends Versioned, B extends object>(options: {
  history: PlanHistory;
  kind: PlanKind;
  label: (item: T, body: B) => string;
  read: (id: number) => T | undefined;
  update: VersionedUpdate<T, B>;
  /** Makes a record again from its recipe (the undo of a delete): the server answers a new id. */
  create?: (recipe: PlanFields) => Promise<T>;
  /** Deletes a record (the undo of its creation). */
  remove?: (id: number) => Promise<void>;
}): { update: VersionedUpdate<T, B>; applier: Applier } {
  const { history, kind } = options;
  const update: VersionedUpdate<T, B> = (item, body, base) => {
    const before = fieldsBefore(item, body);
    const saving = options.update(item, body, base);
    history.record(
      saving.then((saved) => {
        if (!saved) return undefined;
        history.ids.wrote(kind, saved.id, saved.version);
        const after: PlanFields = { ...(body as Record<string, unknown>) };
        return { label: options.label(item, body), changes: [{ kind, id: item.id, before, after }] };
      }),
    );
    return saving;
  };
  const applier: Applier = async (changes) => {
    const applied: Applied[] = [];
    for (const change of changes) {
      if (change.before === null && change.after !== null && options.create) {
        const made = await options.create(change.after);
        applied.push({ id: made.id, version: made.version });
        continue;
      }
      if (change.after === null && options.remove) {
        await options.remove(change.id);
        applied.push({ id: change.id });
        continue;
      }
      const item = options.read(change.id);
      if (!item || !change.after) throw new Error(`This ${kind} has been deleted meanwhile.`);
      const saved = await options.update(item, change.after as B, history.ids.version(kind, change.id));
      if (!saved) throw new Error(STEP_KEPT);
      applied.push({ id: saved.id, version: saved.version });
    }
    return applied;
  };
  return { update, applier };
}
