import { queryOptions } from '@tanstack/react-query';
import * as plannerObjectsOperations from '@vantage/contracts/api/planner-objects';
import { api, queryKeyOf } from '@/lib/api';

/** The server answers at most this many objects per call; the subscription limits stay below it. */
const ALL = 10_000;

/** Every planner object of the project, of every scenario (the map filters by scenario). */
export function getPlannerObjectsQueryOptions(projectId: number) {
  const input = { params: { projectId }, query: { Limit: ALL } };
  return queryOptions({
    queryKey: queryKeyOf(plannerObjectsOperations.listPlannerObjects, input),
    queryFn: ({ signal }) => api.call(plannerObjectsOperations.listPlannerObjects, { ...input, signal }),
  });
}
