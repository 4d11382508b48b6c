import { POLICY, type PolicyAction, SUBSCRIPTION_EXPIRED_MESSAGE } from '@vantage/contracts';
import { dashText } from './dash-text';

/**
 * The permission table's words (POLICY's `denied`, the expiry's detail) in the user's language
 * where the catalogs have them (`dash.denied.<action>`), apart from dash-text.ts so that the
 * public viewer, which shows API errors, does not load the table.
 */
/** Why a role may not (POLICY's `denied`), in the user's language where the catalogs have it. */
export function deniedText(action: PolicyAction): string {
  return dashText(`dash.denied.${action}`, POLICY[action].denied);
}

export function subscriptionExpiredText(): string {
  return dashText('dash.subscriptionExpired', SUBSCRIPTION_EXPIRED_MESSAGE);
}
