import { PRESENT_FEATURE_KEY } from '@vantage/contracts';
import { useFeatures } from '@/lib/subscription/api/get-features';

/** Spec section 6: presenting needs the Present feature (Dash.Secure.Present) Enabled. */
export function usePresentFeature() {
  const query = useFeatures({ staleTime: 5 * 60_000 });
  const state = query.data?.find((feature) => feature.key === PRESENT_FEATURE_KEY)?.state;
  return { isLoading: query.isPending, enabled: state === 'Enabled' };
}
