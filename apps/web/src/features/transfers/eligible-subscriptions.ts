import {
  CONFLICT_MESSAGES,
  type Role,
  rolesMay,
  type SubscriptionDetails,
  type UserAccountListItem,
} from '@vantage/contracts';

/**
 * Spec section 6: accepting or rejecting incoming transfers is for Owner and Administrator
 * (`transfer.accept` and `transfer.reject` in the policy table, which the server applies too).
 */
const mayReceive = (roles: readonly Role[]) => rolesMay(roles, 'transfer.accept');

/** The user's subscriptions a transfer can be accepted into, by customer name. */
export function eligibleSubscriptions(accounts: readonly UserAccountListItem[] | undefined) {
  return (accounts ?? [])
    .filter((account) => mayReceive(account.roles))
    .sort((a, b) => a.customerName.localeCompare(b.customerName));
}

/** Spec "/transfer/{transferId}": with exactly one eligible subscription it is chosen for the user. */
export function autoSelectedAccount(
  eligible: readonly UserAccountListItem[],
): UserAccountListItem | undefined {
  return eligible.length === 1 ? eligible[0] : undefined;
}

export function mayDecideIncoming(roles: readonly Role[]): boolean {
  return mayReceive(roles);
}

/**
 * /transfer/{id}: Reject follows the panel's rule (spec section 6: Owner and Administrator
 * only). The page is not bound to the selected subscription, so the user must be Owner or
 * Administrator of at least one subscription, the same accounts Accept offers.
 */
export function mayRejectOnTransferPage(accounts: readonly UserAccountListItem[] | undefined): boolean {
  return (accounts ?? []).some((account) => rolesMay(account.roles, 'transfer.reject'));
}

/**
 * Why Accept in the incoming-transfers panel is blocked, or undefined: at the
 * project limit the accepted project would not fit, so the tooltip says what the 409
 * ProjectLimitReached would say. Unknown usage (an Administrator) blocks nothing.
 */
export function acceptBlock(
  details: Pick<SubscriptionDetails, 'projectsUsed' | 'projectLimit'> | undefined,
): string | undefined {
  if (details && details.projectsUsed >= details.projectLimit) return CONFLICT_MESSAGES.ProjectLimitReached;
  return undefined;
}
