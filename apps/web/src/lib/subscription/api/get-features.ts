import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Feature, operations } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

/** The feature states of the selected subscription (the License page, the Present feature). */
export async function getFeatures(): Promise<Feature[]> {
  const { items } = await api.call(operations.listFeatures);
  return items;
}

export function getFeaturesQueryOptions() {
  return queryOptions({ queryKey: queryKeyOf(operations.listFeatures), queryFn: getFeatures });
}

export function useFeatures(options: { staleTime?: number } = {}) {
  return useQuery({ ...getFeaturesQueryOptions(), ...options });
}
