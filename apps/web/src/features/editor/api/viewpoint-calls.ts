import type { QueryClient } from '@tanstack/react-query';
import type { CreateViewpointRequest, UpdateViewpointRequest, Viewpoint } from '@vantage/contracts';
import * as viewpointsOperations from '@vantage/contracts/api/viewpoints';
import { api } from '@/lib/api';
import { getToursQueryOptions } from './get-tours';
import { getViewpointsQueryOptions } from './get-viewpoints';
import { ifMatch, saveVersioned } from './versioned-save';

type ViewpointList = { items: Viewpoint[]; total: number };

/**
 * The viewpoint calls of the planner; each writes its answer into the list the planner reads.
 * A change shows at once (a dragged cone stays where it was dropped) and is sent on the
 * version the planner holds, so that someone else's change in between is never overwritten.
 */
export function viewpointCalls(projectId: number, queryClient: QueryClient) {
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
      write((items) => [...items, viewpoint]);
      return viewpoint;
    },
    async duplicate(sourceId: number): Promise<Viewpoint> {
      const viewpoint = await api.call(viewpointsOperations.cloneViewpoint, {
        params: { projectId },
        body: { sourceId },
      });
      write((items) => [...items, viewpoint]);
      return viewpoint;
    },
    /** The saved viewpoint, or undefined when someone else changed it first (the planner then asks). */
    async update(viewpoint: Viewpoint, body: UpdateViewpointRequest): Promise<Viewpoint | undefined> {
      put({ ...viewpoint, ...body });
      try {
        const saved = await saveVersioned({
          kind: 'viewpoint',
          name: viewpoint.name,
          fields: body,
          version: viewpoint.version,
          send: (version) =>
            api.call(viewpointsOperations.updateViewpoint, {
              params: { id: viewpoint.id },
              body,
              headers: ifMatch(version),
            }),
          saved: put,
          refresh,
        });
        return saved;
      } catch (error) {
        await refresh();
        throw error;
      }
    },
    async remove(id: number): Promise<void> {
      await api.call(viewpointsOperations.deleteViewpoint, { params: { id } });
      write((items) => items.filter((item) => item.id !== id));
      // The server takes a deleted viewpoint out of the tours that stopped at it.
      await queryClient.invalidateQueries({ queryKey: getToursQueryOptions(projectId).queryKey });
    },
  };
}

export type ViewpointCalls = ReturnType<typeof viewpointCalls>;
