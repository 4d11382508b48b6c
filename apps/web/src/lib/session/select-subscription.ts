import type { Role } from '@vantage/contracts';

/** Spec section 4 "Subscription selection": the roles tried in this order. */
const PREFERRED_ROLES: readonly Role[] = ['Owner', 'TeamMember', 'ProjectMember', 'Observer'];

type Selectable = { subscriptionKey: string; roles: readonly Role[] };

/**
 * Keeps the current subscription if the user still has it; else the first where the user is
 * Owner, then TeamMember, then ProjectMember, then Observer; else the first. Undefined when the
 * user has none (the caller clears the selection and sends the user to /welcome).
 */
export function selectSubscription<Account extends Selectable>(
  accounts: readonly Account[],
  currentKey: string | null | undefined,
): Account | undefined {
  const current = currentKey ? accounts.find((account) => account.subscriptionKey === currentKey) : undefined;
  if (current) return current;
  for (const role of PREFERRED_ROLES) {
    const match = accounts.find((account) => account.roles.includes(role));
    if (match) return match;
  }
  return accounts[0];
}
