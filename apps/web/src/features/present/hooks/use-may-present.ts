import { PRESENT_FEATURE_DENIED } from '@vantage/contracts';
import { dashText } from '@/lib/i18n/dash-text';
import { deniedText, subscriptionExpiredText } from '@/lib/i18n/policy-text';
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
  if (!may('project.present')) reason = deniedText('project.present');
  else if (isExpired) reason = subscriptionExpiredText();
  else if (!feature.isLoading && !feature.enabled)
    reason = dashText('dash.present.featureDenied', PRESENT_FEATURE_DENIED);
  return { allowed: reason === null && !feature.isLoading, isLoading: feature.isLoading, reason };
}
