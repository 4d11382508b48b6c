import { queryOptions, useQuery } from '@tanstack/react-query';
import { Feature } from '@vantage/contracts';
import { api } from '@/lib/api';

/** GET /api/features: the feature states of the selected subscription. */
export async function getFeatures(): Promise<Feature[]> {
  const { items } = await api.getList('/api/features', { schema: Feature });
  return items;
}

export function getFeaturesQueryOptions() {
  return queryOptions({ queryKey: ['features'], queryFn: getFeatures });
}

export function useFeatures() {
  return useQuery(getFeaturesQueryOptions());
}
