import { queryOptions } from '@tanstack/react-query';
import { operations } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

/** All the project's scenarios, in their order (without a Limit the server answers every one). */
export function getScenariosQueryOptions(projectId: number | undefined) {
  const params = { projectId };
  return queryOptions({
    queryKey: queryKeyOf(operations.listScenarios, { params }),
    queryFn: ({ signal }) => api.call(operations.listScenarios, { params, signal }),
    enabled: projectId !== undefined,
  });
}
