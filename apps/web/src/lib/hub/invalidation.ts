import type { QueryClient } from '@tanstack/react-query';
import { type ItemEvent, type QueryKeyPrefix, queryKeysForItemEvent, uniqueKeys } from './item-events';

/** Events of one change often come in a burst (a transfer moves a whole project family). */
export const INVALIDATION_DELAY_MS = 100;

/**
 * Marks the queries an item event concerns as stale; active ones refetch, so an open list
 * shows a teammate's new project without a reload. Events within 100 ms are refreshed together.
 */
export function createEventInvalidator(queryClient: QueryClient, delayMs = INVALIDATION_DELAY_MS) {
  let pending: QueryKeyPrefix[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const keys = uniqueKeys(pending);
    pending = [];
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  return {
    onItemEvent(event: ItemEvent): void {
      pending.push(...queryKeysForItemEvent(event));
      timer ??= setTimeout(flush, delayMs);
    },
    dispose(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}
