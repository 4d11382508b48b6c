import type { Role, UserAccountListItem } from '@vantage/contracts';

/** Spec section 6: accepting or rejecting incoming transfers is for Owner and Administrator. */
const RECEIVING_ROLES: readonly Role[] = ['Owner', 'Administrator'];

/** The user's subscriptions a transfer can be accepted into, by customer name. */
export function eligibleSubscriptions(accounts: readonly UserAccountListItem[] | undefined) {
  return (accounts ?? [])
    .filter((account) => account.roles.some((role) => RECEIVING_ROLES.includes(role)))
    .sort((a, b) => a.customerName.localeCompare(b.customerName));
}

/** Spec "/transfer/{transferId}": with exactly one eligible subscription it is chosen for the user. */
export function autoSelectedAccount(
  eligible: readonly UserAccountListItem[],
): UserAccountListItem | undefined {
  return eligible.length === 1 ? eligible[0] : undefined;
}

export function mayDecideIncoming(roles: readonly Role[]): boolean {
  return roles.some((role) => RECEIVING_ROLES.includes(role));
}
