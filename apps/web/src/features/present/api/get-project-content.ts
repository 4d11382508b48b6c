import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import type { Scenario, Tour, Viewpoint } from '@vantage/contracts';
import type { ListResult } from '@/lib/api-client';
import { getScenariosQueryOptions } from '@/lib/projects/api/get-scenarios';
import { getToursQueryOptions } from './get-tours';
import { getViewpointsQueryOptions } from './get-viewpoints';

export type ProjectContent = { viewpoints: Viewpoint[]; tours: Tour[]; scenarios: Scenario[] };

type Lists = [
  UseQueryResult<ListResult<Viewpoint>>,
  UseQueryResult<ListResult<Tour>>,
  UseQueryResult<ListResult<Scenario>>,
];

/** Defined once, so the combined answer keeps its identity while the three lists do. */
function combine([viewpoints, tours, scenarios]: Lists): { data?: ProjectContent; error: Error | null } {
  const error = viewpoints.error ?? tours.error ?? scenarios.error;
  if (!viewpoints.data || !tours.data || !scenarios.data) return { error };
  return {
    data: { viewpoints: viewpoints.data.items, tours: tours.data.items, scenarios: scenarios.data.items },
    error,
  };
}

/** The viewpoints, tours and scenarios of the project to present: there once all three have arrived. */
export function useProjectContent(projectId: number | undefined) {
  return useQueries({
    queries: [
      getViewpointsQueryOptions(projectId),
      getToursQueryOptions(projectId),
      getScenariosQueryOptions(projectId),
    ],
    combine,
  });
}
