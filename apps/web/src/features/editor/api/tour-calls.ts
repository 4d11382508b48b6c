import type { QueryClient } from '@tanstack/react-query';
import type { CreateTourRequest, Tour, UpdateTourRequest } from '@vantage/contracts';
import * as toursOperations from '@vantage/contracts/api/tours';
import { api } from '@/lib/api';
import { getToursQueryOptions } from './get-tours';
import { ifMatch, versionedUpdates } from './versioned-save';
import { withRecord } from './with-record';

type TourList = { items: Tour[]; total: number };

/**
 * The tour calls of the planner; each writes its answer into the list the planner reads. A
 * change shows at once (a stop dropped in its new place stays there) and is sent on the
 * version the planner holds, so that someone else's change in between is never overwritten.
 */
function makeCalls(projectId: number, queryClient: QueryClient) {
  const key = getToursQueryOptions(projectId).queryKey;
  const write = (update: (items: Tour[]) => Tour[]) =>
    queryClient.setQueryData<TourList>(key, (list) => {
      const items = update(list?.items ?? []);
      return { items, total: items.length };
    });
  const put = (saved: Tour) => write((items) => items.map((item) => (item.id === saved.id ? saved : item)));
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  return {
    async create(body: CreateTourRequest): Promise<Tour> {
      const tour = await api.call(toursOperations.createTour, { params: { projectId }, body });
      write((items) => withRecord(items, tour));
      return tour;
    },
    /** The saved tour, or undefined when someone else changed it first (the planner then asks). */
    update: versionedUpdates<Tour, UpdateTourRequest>({
      kind: 'tour',
      read: (id) => queryClient.getQueryData<TourList>(key)?.items.find((item) => item.id === id),
      write: put,
      send: (id, body, version) =>
        api.call(toursOperations.updateTour, { params: { id }, body, headers: ifMatch(version) }),
      refresh,
    }),
    async remove(id: number): Promise<void> {
      await api.call(toursOperations.deleteTour, { params: { id } });
      write((items) => items.filter((item) => item.id !== id));
    },
  };
}

export type TourCalls = ReturnType<typeof makeCalls>;

const made = new WeakMap<QueryClient, Map<number, TourCalls>>();

/**
 * The calls of one project, the same for every part of the planner that uses them (the map and
 * the panel), so that their changes of one item queue behind each other.
 */
export function tourCalls(projectId: number, queryClient: QueryClient): TourCalls {
  const ofClient = made.get(queryClient) ?? new Map<number, TourCalls>();
  made.set(queryClient, ofClient);
  const calls = ofClient.get(projectId) ?? makeCalls(projectId, queryClient);
  ofClient.set(projectId, calls);
  return calls;
}
