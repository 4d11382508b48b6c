import type { QueryClient } from '@tanstack/react-query';
import type { CreateViewpointRequest, UpdateViewpointRequest, Viewpoint } from '@vantage/contracts';
import * as viewpointsOperations from '@vantage/contracts/api/viewpoints';
import { api } from '@/lib/api';
import { getToursQueryOptions } from './get-tours';
import { getViewpointsQueryOptions } from './get-viewpoints';
import { ifMatch, versionedUpdates } from './versioned-save';
import { withRecord } from './with-record';

type ViewpointList = { items: Viewpoint[]; total: number };

/**
 * The viewpoint calls of the planner; each writes its answer into the list the planner reads.
 * A change shows at once (a dragged cone stays where it was dropped) and is sent on the
 * version the planner holds, so that someone else's change in between is never overwritten.
 */
function makeCalls(projectId: number, queryClient: QueryClient) {
  const key = getViewpointsQueryOptions(projectId).queryKey;
  const write = (update: (items: Viewpoint[]) => Viewpoint[]) =>
    queryClient.setQueryData<ViewpointList>(key, (list) => {
      const items = update(list?.items ?? []);
      return { items, total: items.length };
    });
  const put = (saved: Viewpoint) =>
    write((items) => items.map((item) => (item.id === saved.id ? saved : item)));
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  return {
    async create(body: CreateViewpointRequest): Promise<Viewpoint> {
      const viewpoint = await api.call(viewpointsOperations.createViewpoint, { params: { projectId }, body });
      write((items) => withRecord(items, viewpoint));
      return viewpoint;
    },
    async duplicate(sourceId: number): Promise<Viewpoint> {
      const viewpoint = await api.call(viewpointsOperations.cloneViewpoint, {
        params: { projectId },
        body: { sourceId },
      });
      write((items) => withRecord(items, viewpoint));
      return viewpoint;
    },
    /** The saved viewpoint, or undefined when someone else changed it first (the planner then asks). */
    update: versionedUpdates<Viewpoint, UpdateViewpointRequest>({
      kind: 'viewpoint',
      read: (id) => queryClient.getQueryData<ViewpointList>(key)?.items.find((item) => item.id === id),
      write: put,
      send: (id, body, version) =>
        api.call(viewpointsOperations.updateViewpoint, { params: { id }, body, headers: ifMatch(version) }),
      refresh,
    }),
    async remove(id: number): Promise<void> {
      await api.call(viewpointsOperations.deleteViewpoint, { params: { id } });
      write((items) => items.filter((item) => item.id !== id));
      // The server takes a deleted viewpoint out of the tours that stopped at it.
      await queryClient.invalidateQueries({ queryKey: getToursQueryOptions(projectId).queryKey });
    },
  };
}

export type ViewpointCalls = ReturnType<typeof makeCalls>;

const made = new WeakMap<QueryClient, Map<number, ViewpointCalls>>();

/**
 * The calls of one project, the same for every part of the planner that uses them (the map and
 * the panel), so that their changes of one item queue behind each other.
 */
export function viewpointCalls(projectId: number, queryClient: QueryClient): ViewpointCalls {
  const ofClient = made.get(queryClient) ?? new Map<number, ViewpointCalls>();
  made.set(queryClient, ofClient);
  const calls = ofClient.get(projectId) ?? makeCalls(projectId, queryClient);
  ofClient.set(projectId, calls);
  return calls;
}
