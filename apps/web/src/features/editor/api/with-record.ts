import type { HeldRecord } from '@/lib/hub/content-apply';

// Not in lib/hub/content-apply.ts: that module loads with the hub connection, and a module both
// the hub's file and the planner's import is lifted into the dashboard's first load.

/**
 * A list with a record the planner's own write answered: in place of the same id (the hub's
 * event of that write may have put it there first), the later version kept, else added at the
 * end. Never two of one id, which a select of them refuses.
 */
export function withRecord<T extends HeldRecord>(items: readonly T[], record: T): T[] {
  const index = items.findIndex((item) => item.id === record.id);
  if (index === -1) return [...items, record];
  const held = items[index] as T;
  return held.version > record.version ? [...items] : items.map((item, at) => (at === index ? record : item));
}
