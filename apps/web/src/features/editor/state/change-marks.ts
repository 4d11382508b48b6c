import { useSyncExternalStore } from 'react';
import type { ItemEvent } from '@/lib/hub/item-events';

/** How long an item someone else changed stays marked with their name. */
export const CHANGE_MARK_MS = 10_000;

/** The items marked: objects on the map and in the Objects list, viewpoints on the map. */
export type MarkedKind = 'plannerObject' | 'viewpoint';
export type ChangeMark = { kind: MarkedKind; id: number; name: string; until: number };

const MARKED_KINDS: readonly string[] = ['plannerObject', 'viewpoint'];

/**
 * The marks one item event makes: an addition or change of objects or viewpoints by someone
 * else. The user's own changes (in any of their tabs) are not marked, nor deletions (nothing
 * is left to mark), nor events without an author (relayed by a client).
 */
export function marksOf(event: ItemEvent, ownUserId: string | undefined, now: number): ChangeMark[] {
  const author = event.changedBy;
  if (event.name === 'OnItemDeleted' || !MARKED_KINDS.includes(event.kind) || !author) return [];
  if (ownUserId !== undefined && author.userId.toLowerCase() === ownUserId.toLowerCase()) return [];
  const ids = event.ids ?? (event.id === undefined ? [] : [event.id]);
  return ids
    .map(Number)
    .filter((id) => Number.isSafeInteger(id))
    .map((id) => ({ kind: event.kind as MarkedKind, id, name: author.name, until: now + CHANGE_MARK_MS }));
}

const keyOf = (kind: MarkedKind, id: number) => `${kind}:${id}`;

/** The marks of the open planner, by `kind:id`; a new snapshot on every change. */
let marks: ReadonlyMap<string, ChangeMark> = new Map();
const listeners = new Set<() => void>();
let expiry: ReturnType<typeof setTimeout> | undefined;

function publish(next: ReadonlyMap<string, ChangeMark>) {
  marks = next;
  for (const listener of listeners) listener();
}

/** Takes the expired marks off, and wakes up again when the next one expires. */
function expire() {
  expiry = undefined;
  const now = Date.now();
  const kept = new Map([...marks].filter(([, mark]) => mark.until > now));
  if (kept.size !== marks.size) publish(kept);
  const next = Math.min(...[...kept.values()].map((mark) => mark.until));
  if (Number.isFinite(next)) expiry = setTimeout(expire, next - now);
}

/** Marks what an item event says someone else changed (the latest author wins). */
export function markChanges(event: ItemEvent, ownUserId: string | undefined): void {
  const added = marksOf(event, ownUserId, Date.now());
  if (added.length === 0) return;
  const next = new Map(marks);
  for (const mark of added) next.set(keyOf(mark.kind, mark.id), mark);
  publish(next);
  if (expiry !== undefined) clearTimeout(expiry);
  expire();
}

/** Forgets every mark (the planner closes). */
export function clearChangeMarks(): void {
  if (expiry !== undefined) clearTimeout(expiry);
  expiry = undefined;
  if (marks.size > 0) publish(new Map());
}

/** The name of whoever else changed the item in the last seconds, or undefined. */
export function changeMarkOf(
  all: ReadonlyMap<string, ChangeMark>,
  kind: MarkedKind,
  id: number,
): string | undefined {
  return all.get(keyOf(kind, id))?.name;
}

/** The marks now (the store's snapshot). */
export function changeMarks(): ReadonlyMap<string, ChangeMark> {
  return marks;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useChangeMarks = () => useSyncExternalStore(subscribe, changeMarks);
