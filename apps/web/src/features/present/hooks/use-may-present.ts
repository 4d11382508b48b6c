import { POLICY, SUBSCRIPTION_EXPIRED_MESSAGE } from '@vantage/contracts';
import { useCurrentAccount } from '@/lib/session/session-context';
import { usePresentFeature } from '../api/get-features';

export const PRESENT_ROLE_MESSAGE = POLICY['project.present'].denied;
export const PRESENT_FEATURE_MESSAGE =
  'Presenting is not part of your subscription: the Present module is not enabled.';

/**
 * Spec section 6: presenting is for a Team member or Owner, with the Present feature
 * Enabled, on a subscription that has not expired (section 4). The server decides; this
 * mirrors it so the screens can say why the action is off. `reason` is null when allowed.
 */
export function useMayPresent(): { allowed: boolean; isLoading: boolean; reason: string | null } {
  const { may, isExpired } = useCurrentAccount();
  const feature = usePresentFeature();
  let reason: string | null = null;
  if (!may('project.present')) reason = PRESENT_ROLE_MESSAGE;
  else if (isExpired) reason = SUBSCRIPTION_EXPIRED_MESSAGE;
  else if (!feature.isLoading && !feature.enabled) reason = PRESENT_FEATURE_MESSAGE;
  return { allowed: reason === null && !feature.isLoading, isLoading: feature.isLoading, reason };
}
