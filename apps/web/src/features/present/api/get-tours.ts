import { queryOptions } from '@tanstack/react-query';
import * as toursOperations from '@vantage/contracts/api/tours';
import { api, queryKeyOf } from '@/lib/api';

/** All the project's tours, in their order (without a Limit the server answers every one). */
export function getToursQueryOptions(projectId: number | undefined) {
  const params = { projectId };
  return queryOptions({
    queryKey: queryKeyOf(toursOperations.listTours, { params }),
    queryFn: ({ signal }) => api.call(toursOperations.listTours, { params, signal }),
    enabled: projectId !== undefined,
  });
}
