import { POLICY, PRESENT_FEATURE_DENIED, SUBSCRIPTION_EXPIRED_MESSAGE } from '@vantage/contracts';
import { useCurrentAccount } from '@/lib/session/session-context';
import { usePresentFeature } from '../api/get-features';

/**
 * Spec section 6: presenting is for a Team member or Owner, with the Present feature
 * Enabled, on a subscription that has not expired (section 4). The server decides; this
 * mirrors it so the screens can say why the action is off. `reason` is null when allowed.
 */
export function useMayPresent(): { allowed: boolean; isLoading: boolean; reason: string | null } {
  const { may, isExpired } = useCurrentAccount();
  const feature = usePresentFeature();
  let reason: string | null = null;
  if (!may('project.present')) reason = POLICY['project.present'].denied;
  else if (isExpired) reason = SUBSCRIPTION_EXPIRED_MESSAGE;
  else if (!feature.isLoading && !feature.enabled) reason = PRESENT_FEATURE_DENIED;
  return { allowed: reason === null && !feature.isLoading, isLoading: feature.isLoading, reason };
}
