import { type Role, rolesMay, type UserAccountListItem } from '@vantage/contracts';

/**
 * Spec section 6: accepting or rejecting incoming transfers is for Owner and Administrator
 * (`transfer.accept` in the policy table; the server also lets any addressee reject).
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
