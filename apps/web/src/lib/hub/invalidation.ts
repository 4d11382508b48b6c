import type { QueryClient } from '@tanstack/react-query';
import { type ItemEvent, type QueryKeyPrefix, queryKeysForItemEvent, uniqueKeys } from './item-events';

/** Events of one change often come in a burst (a transfer moves a whole project family). */
export const INVALIDATION_DELAY_MS = 100;

/** Takes an event a client can apply to what it holds (content-handler.ts); true when it did. */
export type EventApplier = { apply: (event: ItemEvent) => boolean; dispose: () => void };

/**
 * What the hub's item events do to the session's queries:
 * - An event the applier takes (a project's content whose list an open planner holds:
 *   content-handler.ts) is applied there, and nothing is read again for it.
 * - Every other event marks the queries it concerns as stale; active ones refetch, so an open
 *   list shows a teammate's new project without a reload. Events within 100 ms are refreshed
 *   together.
 */
export function createEventInvalidator(queryClient: QueryClient, delayMs = INVALIDATION_DELAY_MS) {
  let pending: QueryKeyPrefix[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let applier: EventApplier | undefined;

  const flush = () => {
    timer = undefined;
    const keys = uniqueKeys(pending);
    pending = [];
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  return {
    /** The applier of content events, loaded with the hub's connection. */
    setApplier(next: EventApplier): void {
      applier?.dispose();
      applier = next;
    },
    onItemEvent(event: ItemEvent): void {
      if (applier?.apply(event)) return;
      pending.push(...queryKeysForItemEvent(event));
      timer ??= setTimeout(flush, delayMs);
    },
    dispose(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = [];
      applier?.dispose();
      applier = undefined;
    },
  };
}
