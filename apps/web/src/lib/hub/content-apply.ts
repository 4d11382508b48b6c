import type { ContentEventKind, ContentItemRef } from '@vantage/contracts';

/**
 * Applying a content event (contracts' `ContentItemEvent`) to a list the client holds, without
 * reading the list again. Pure: the list and the event in, the new list (or none when nothing
 * changed) and the ids still to read one by one out.
 *
 * - A record whose version the list already holds, or a later one, is skipped: the planner's
 *   own echo (its write's answer is in the list already), or an event overtaken by a later one.
 * - A carried record of a later version replaces the one held, or joins the list in its place
 *   (the server's order: `sortOrder`, then id).
 * - A deletion takes the ids out and leaves a tombstone, so that an earlier event of a deleted
 *   record that arrives after the deletion does not bring it back.
 * - Ids and versions without their records (a batch of more than CONTENT_EVENT_RECORDS_MAX) are
 *   answered as ids to read, only those whose version the list does not hold yet.
 */

export type HeldRecord = { id: number; version: number; sortOrder?: number | null | undefined };
export type HeldList<T extends HeldRecord> = { items: T[]; total: number };
export type ContentEventName = 'OnItemAdded' | 'OnItemUpdated' | 'OnItemDeleted';

/** What an event says about a kind's records: the part of a `ContentItemEvent` the lists need. */
export type ContentChange = {
  name: ContentEventName;
  kind: ContentEventKind;
  projectId: number;
  items: readonly ContentItemRef[];
  records?: readonly HeldRecord[] | undefined;
};

export type AppliedChange<T extends HeldRecord> = {
  /** The list with the change in it; undefined when the list already held all of it. */
  list: HeldList<T> | undefined;
  /** Ids whose newer version the event names without carrying it: read them by id. */
  fetch: number[];
};

/** The server's order of a project's lists: `sortOrder` (where the kind has one), then id. */
function inServerOrder(a: HeldRecord, b: HeldRecord): number {
  const bySort = (a.sortOrder ?? 0) - (b.sortOrder ?? 0);
  return bySort !== 0 ? bySort : a.id - b.id;
}

function isOrdered(items: readonly HeldRecord[]): boolean {
  for (let i = 1; i < items.length; i += 1)
    if (inServerOrder(items[i - 1] as HeldRecord, items[i] as HeldRecord) > 0) return false;
  return true;
}

export function applyContentChange<T extends HeldRecord>(
  list: HeldList<T>,
  change: ContentChange,
  /** Ids deleted earlier (kept by the caller per list); a deletion adds to it. */
  deleted: Set<number> = new Set(),
): AppliedChange<T> {
  if (change.name === 'OnItemDeleted') {
    const gone = new Set(change.items.map((item) => item.id));
    for (const id of gone) deleted.add(id);
    if (!list.items.some((item) => gone.has(item.id))) return { list: undefined, fetch: [] };
    const items = list.items.filter((item) => !gone.has(item.id));
    return { list: { items, total: items.length }, fetch: [] };
  }

  const held = new Map(list.items.map((item) => [item.id, item.version]));
  const newer = (id: number, version: number) => !deleted.has(id) && (held.get(id) ?? 0) < version;

  const records = (change.records ?? []).filter((record) => newer(record.id, record.version));
  const carried = new Set((change.records ?? []).map((record) => record.id));
  const fetch = change.items
    .filter((item) => !carried.has(item.id) && newer(item.id, item.version))
    .map((item) => item.id);
  if (records.length === 0) return { list: undefined, fetch };

  const byId = new Map(records.map((record) => [record.id, record as unknown as T]));
  const items = list.items.map((item) => {
    const record = byId.get(item.id);
    if (!record) return item;
    byId.delete(item.id);
    return record;
  });
  items.push(...byId.values());
  if (!isOrdered(items)) items.sort(inServerOrder);
  return { list: { items, total: items.length }, fetch };
}
