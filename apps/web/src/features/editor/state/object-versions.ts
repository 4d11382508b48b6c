import type { PlannerObjectChange } from '@vantage/contracts';

/**
 * The version a change of this planner is made on, per object, so that the server refuses
 * (412) a change made on a state someone else has changed since, instead of overwriting theirs.
 *
 * - A new edit is made on what the user sees: the version in the object list, or, when this
 *   planner's own save of that object is still under way, on the version that save will leave
 *   (`'own'`: the saves go one after the other, so it is known when this one is sent).
 * - Undo and redo are made on this planner's own last write of the object: if someone else
 *   changed it after that, the step is refused and shown rather than undone over their work.
 */
export type EditBase = number | 'own' | undefined;

export class ObjectVersions {
  /** The version each object has on the server as far as this planner's own saves know. */
  private readonly written = new Map<number, number>();
  /** How many saves of this planner are under way per object. */
  private readonly saving = new Map<number, number>();

  /** The version this planner's own last write of the object answered, if any. */
  lastWrite(id: number): number | undefined {
    return this.written.get(id);
  }

  /** The base of an edit the user makes now, from the version in the object list. */
  editBase(id: number, listed: number | undefined): EditBase {
    return (this.saving.get(id) ?? 0) > 0 ? 'own' : listed;
  }

  /** The version to send for an edit made on `base`, when it is sent. */
  versionToSend(id: number, base: EditBase): number | undefined {
    return base === 'own' ? this.written.get(id) : base;
  }

  /** The version an undo or redo is made on: this planner's last write, else the listed one. */
  undoBase(id: number, listed: number | undefined): number | undefined {
    return this.written.get(id) ?? listed;
  }

  begin(ids: readonly number[]): void {
    for (const id of ids) this.saving.set(id, (this.saving.get(id) ?? 0) + 1);
  }

  end(ids: readonly number[]): void {
    for (const id of ids) {
      const count = (this.saving.get(id) ?? 1) - 1;
      if (count > 0) this.saving.set(id, count);
      else this.saving.delete(id);
    }
  }

  /** The server wrote these objects for this planner (a change, a creation). */
  wrote(objects: readonly { id: number; version: number }[]): void {
    for (const object of objects) this.written.set(object.id, object.version);
  }

  /**
   * A save was not written: what it was made on is still this planner's view of the object, so
   * an edit chained to it is made on the same version (and refused the same way if stale).
   */
  notWritten(sent: readonly { id: number; version?: number | undefined }[]): void {
    for (const item of sent) if (item.version !== undefined) this.written.set(item.id, item.version);
  }
}

/** The batch items of a change: each with the version it was made on, when one is known. */
export function withVersions<C extends { id: number }>(
  changes: readonly C[],
  versionOf: (id: number) => number | undefined,
): (C & Pick<PlannerObjectChange, 'version'>)[] {
  return changes.map((change) => {
    const version = versionOf(change.id);
    return version === undefined ? { ...change } : { ...change, version };
  });
}
