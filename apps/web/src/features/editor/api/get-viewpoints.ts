import { queryOptions } from '@tanstack/react-query';
import * as viewpointsOperations from '@vantage/contracts/api/viewpoints';
import { api, queryKeyOf } from '@/lib/api';

/** The server's largest page of project content: a project's viewpoints fit in one. */
const ALL = 1000;

/**
 * Every viewpoint of the project, in their order (the server sorts by sortOrder): the
 * planner's Viewpoints tab, the cones on the map and the 3D preview read this one list.
 */
export function getViewpointsQueryOptions(projectId: number) {
  const input = { params: { projectId }, query: { Limit: ALL } };
  return queryOptions({
    queryKey: queryKeyOf(viewpointsOperations.listViewpoints, input),
    queryFn: ({ signal }) => api.call(viewpointsOperations.listViewpoints, { ...input, signal }),
  });
}
