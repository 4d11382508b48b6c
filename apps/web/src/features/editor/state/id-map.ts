/**
 * Undo of a delete creates the objects again, and the server gives them new ids. Commands in
 * the history keep the ids they were made with; this map leads each old id to the object's
 * current one, through as many re-creations as happened.
 */
export class IdMap {
  private readonly next = new Map<number, number>();

  resolve(id: number): number {
    let current = id;
    for (let step = 0; this.next.has(current) && step < 10_000; step++)
      current = this.next.get(current) ?? current;
    return current;
  }

  /** `was` (as a command knows it) is now `now`. */
  moved(was: number, now: number): void {
    const current = this.resolve(was);
    if (current !== now) this.next.set(current, now);
  }
}
