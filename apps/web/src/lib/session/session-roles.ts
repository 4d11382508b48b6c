import {
  type CurrentUserAccount,
  type ExpirationStatus,
  type Role,
  rolesMay,
  type SubscriptionStatus,
} from '@vantage/contracts';

/** Roles count only when the loaded account belongs to the selected subscription (spec section 6). */
export function rolesInSelectedSubscription(
  account: CurrentUserAccount | undefined,
  subscriptionKey: string | undefined,
): readonly Role[] {
  return account && subscriptionKey && account.subscriptionKey === subscriptionKey ? account.roles : [];
}

/** Expiry status and subscription details are fetched only for these (spec section 6). */
export function mayReadSubscriptionStatus(roles: readonly Role[]): boolean {
  return rolesMay(roles, 'subscription.readStatus');
}

/**
 * Spec section 4: Unknown while the account's subscription differs from the selected one
 * (or nothing is known yet); otherwise what the status call said.
 */
export function expirationStatusOf(
  account: CurrentUserAccount | undefined,
  subscriptionKey: string | undefined,
  status: SubscriptionStatus | undefined,
  mayRead: boolean,
): ExpirationStatus {
  if (!account || !subscriptionKey || account.subscriptionKey !== subscriptionKey) return 'Unknown';
  // Roles that may not read the status never learn it; the server still refuses what expiry blocks.
  if (!mayRead) return 'Unknown';
  return status?.status ?? 'Unknown';
}
