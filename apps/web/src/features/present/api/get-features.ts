import { queryOptions, useQuery } from '@tanstack/react-query';
import { Feature, PRESENT_FEATURE_KEY } from '@vantage/contracts';
import { z } from 'zod/mini';
import { api } from '@/lib/api';

const FeatureList = z.array(Feature);

/** GET /api/features: the selected subscription's features and their states. */
export function getFeatures(): Promise<Feature[]> {
  return api.get('/api/features', { schema: FeatureList });
}

export function getFeaturesQueryOptions() {
  return queryOptions({ queryKey: ['features'], queryFn: getFeatures, staleTime: 5 * 60_000 });
}

/** Spec section 6: presenting needs the Present feature (Dash.Secure.Present) Enabled. */
export function usePresentFeature() {
  const query = useQuery(getFeaturesQueryOptions());
  const state = query.data?.find((feature) => feature.key === PRESENT_FEATURE_KEY)?.state;
  return { isLoading: query.isPending, enabled: state === 'Enabled' };
}
