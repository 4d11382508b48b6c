import { queryOptions } from '@tanstack/react-query';
import * as presetsOperations from '@vantage/contracts/api/presets';
import { api, queryKeyOf } from '@/lib/api';

/** The project's presets (turbine models, solar, line and cable settings). */
export function getPresetsQueryOptions(projectId: number) {
  const input = { params: { projectId } };
  return queryOptions({
    queryKey: queryKeyOf(presetsOperations.listPresets, input),
    queryFn: ({ signal }) => api.call(presetsOperations.listPresets, { ...input, signal }),
  });
}
