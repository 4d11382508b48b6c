import { queryOptions } from '@tanstack/react-query';
import * as coordinateSystemsOperations from '@vantage/contracts/api/coordinate-systems';
import { api, queryKeyOf } from '@/lib/api';

/** Reference data: the coordinate systems with their proj4 definitions. Changes with a release only. */
export function getCoordinateSystemsQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(coordinateSystemsOperations.listCoordinateSystems),
    queryFn: ({ signal }) => api.call(coordinateSystemsOperations.listCoordinateSystems, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
