import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Feature } from '@vantage/contracts';
import * as featuresOperations from '@vantage/contracts/api/features';
import { api, queryKeyOf } from '@/lib/api';

/** The feature states of the selected subscription (the License page, the Present feature). */
export async function getFeatures(): Promise<Feature[]> {
  const { items } = await api.call(featuresOperations.listFeatures);
  return items;
}

export function getFeaturesQueryOptions() {
  return queryOptions({ queryKey: queryKeyOf(featuresOperations.listFeatures), queryFn: getFeatures });
}

export function useFeatures(options: { staleTime?: number } = {}) {
  return useQuery({ ...getFeaturesQueryOptions(), ...options });
}
