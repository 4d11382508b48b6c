import { queryOptions } from '@tanstack/react-query';
import * as scenariosOperations from '@vantage/contracts/api/scenarios';
import { api, queryKeyOf } from '@/lib/api';

/** All the project's scenarios, in their order (without a Limit the server answers every one). */
export function getScenariosQueryOptions(projectId: number | undefined) {
  const params = { projectId };
  return queryOptions({
    queryKey: queryKeyOf(scenariosOperations.listScenarios, { params }),
    queryFn: ({ signal }) => api.call(scenariosOperations.listScenarios, { params, signal }),
    enabled: projectId !== undefined,
  });
}
