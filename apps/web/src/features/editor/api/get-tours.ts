import { queryOptions } from '@tanstack/react-query';
import * as toursOperations from '@vantage/contracts/api/tours';
import { api, queryKeyOf } from '@/lib/api';

/** The server's largest page of project content: a project's tours fit in one. */
const ALL = 1000;

/** Every tour of the project, in their order: the Tours tab and the preview's playback read it. */
export function getToursQueryOptions(projectId: number) {
  const input = { params: { projectId }, query: { Limit: ALL } };
  return queryOptions({
    queryKey: queryKeyOf(toursOperations.listTours, input),
    queryFn: ({ signal }) => api.call(toursOperations.listTours, { ...input, signal }),
  });
}
