import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ContentEventKind } from '@vantage/contracts';
import * as plannerObjectsOperations from '@vantage/contracts/api/planner-objects';
import * as presetsOperations from '@vantage/contracts/api/presets';
import * as scenariosOperations from '@vantage/contracts/api/scenarios';
import * as toursOperations from '@vantage/contracts/api/tours';
import * as viewpointsOperations from '@vantage/contracts/api/viewpoints';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { applyContentChange, type ContentChange, type HeldList, type HeldRecord } from './content-apply';
import { type ItemEvent, queryKeysForItemEvent } from './item-events';
import { ownWritesSettled } from './own-writes';

/**
 * At most this many changed records are read one by one (an event that names them without
 * carrying them); more, and the list is read again in one call.
 */
export const FETCH_BY_ID_MAX = 20;

/** Each kind's list (the key prefix the features use) and its read of one record. */
const CONTENT_LISTS: Record<
  ContentEventKind,
  { list: string; read: (projectId: number, id: number) => Promise<HeldRecord> }
> = {
  plannerObject: {
    list: plannerObjectsOperations.listPlannerObjects.id,
    read: (projectId, id) =>
      api.call(plannerObjectsOperations.getPlannerObject, { params: { projectId, id } }),
  },
  preset: {
    list: presetsOperations.listPresets.id,
    read: (projectId, id) => api.call(presetsOperations.getPreset, { params: { projectId, id } }),
  },
  viewpoint: {
    list: viewpointsOperations.listViewpoints.id,
    read: (_projectId, id) => api.call(viewpointsOperations.getViewpoint, { params: { id } }),
  },
  tour: {
    list: toursOperations.listTours.id,
    read: (_projectId, id) => api.call(toursOperations.getTour, { params: { id } }),
  },
  scenario: {
    list: scenariosOperations.listScenarios.id,
    read: (_projectId, id) => api.call(scenariosOperations.getScenario, { params: { id } }),
  },
};

/** A held list of the whole project: `[operation, { projectId }, { Limit }?]`, not one filtered. */
function isWholeList(key: QueryKey, projectId: number): boolean {
  const [, params, query, ...rest] = key;
  if (rest.length > 0 || typeof params !== 'object' || params === null) return false;
  if ((params as { projectId?: unknown }).projectId !== projectId) return false;
  if (query === undefined) return true;
  return typeof query === 'object' && query !== null && Object.keys(query).every((name) => name === 'Limit');
}

const isHeldList = (data: unknown): data is HeldList<HeldRecord> =>
  typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items);

/**
 * Applies the hub's content events to the lists this client holds (an open planner): its own
 * echo is skipped, a teammate's records are put in (content-apply.ts), and only records the
 * event names without carrying them are read, one by one (or the list once, past
 * FETCH_BY_ID_MAX). The other answers the event concerns (the project's read, the
 * subscription's usage) are marked stale and read when a screen shows them next, not at once.
 * Loaded with the hub's connection (it is no part of the dashboard's first load).
 */
export function createContentHandler(queryClient: QueryClient) {
  let disposed = false;
  /** Ids deleted from each held list (by its key's hash): a late event does not bring them back. */
  const tombstones = new Map<string, Set<number>>();

  const deletedOf = (key: QueryKey) => {
    const hash = hashKey(key);
    const set = tombstones.get(hash) ?? new Set<number>();
    tombstones.set(hash, set);
    return set;
  };
  const applyTo = (key: QueryKey, change: ContentChange) => {
    const list = queryClient.getQueryData(key);
    if (!isHeldList(list)) return [];
    const applied = applyContentChange(list, change, deletedOf(key));
    if (applied.list) queryClient.setQueryData(key, applied.list);
    return applied.fetch;
  };

  /** Reads the records an event named without carrying, once this client's own writes are in. */
  const readChanged = async (key: QueryKey, change: ContentChange) => {
    await ownWritesSettled(change.kind, change.projectId);
    if (disposed) return;
    const stillNewer = applyTo(key, { ...change, records: undefined });
    if (stillNewer.length === 0) return;
    if (stillNewer.length > FETCH_BY_ID_MAX) {
      await queryClient.invalidateQueries({ queryKey: key, exact: true });
      return;
    }
    const { read } = CONTENT_LISTS[change.kind];
    const records = await Promise.all(
      stillNewer.map((id) =>
        read(change.projectId, id).catch((error: unknown) => {
          // Deleted meanwhile: its deletion's event takes it out.
          if (isApiError(error, 404)) return undefined;
          throw error;
        }),
      ),
    );
    if (disposed) return;
    const found = records.filter((record): record is HeldRecord => record !== undefined);
    if (found.length > 0)
      applyTo(key, {
        ...change,
        name: 'OnItemUpdated',
        items: found.map(({ id, version }) => ({ id, version })),
        records: found,
      });
  };

  /** Applies a content event to the lists held; false when no list of it is held. */
  const applyContent = (event: ItemEvent, change: ContentChange): boolean => {
    const { list } = CONTENT_LISTS[change.kind];
    const keys = queryClient
      .getQueryCache()
      .findAll({ queryKey: [list] })
      .filter((query) => isHeldList(query.state.data) && isWholeList(query.queryKey, change.projectId))
      .map((query) => query.queryKey);
    if (keys.length === 0) return false;
    for (const key of keys) {
      const fetch = applyTo(key, change);
      if (fetch.length > 0)
        void readChanged(key, change).catch(() =>
          queryClient.invalidateQueries({ queryKey: key, exact: true }),
        );
    }
    for (const queryKey of queryKeysForItemEvent(event))
      if (queryKey[0] !== list) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    return true;
  };

  return {
    /** Applies the event to the lists held; false when it has nothing to apply or no list of it is held. */
    apply(event: ItemEvent): boolean {
      return event.content !== undefined && applyContent(event, event.content);
    },
    dispose(): void {
      disposed = true;
      tombstones.clear();
    },
  };
}
