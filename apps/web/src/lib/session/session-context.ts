import {
  type CurrentUserAccount,
  type EnsureCreatedResult,
  type ExpirationStatus,
  type PolicyAction,
  type Role,
  rolesMay,
  type UserAccountListItem,
} from '@vantage/contracts';
import { createContext, useContext } from 'react';

/**
 * Where the session stands (spec section 4 "Session"):
 * - `loading`: the identity library is reading the stored user or completing a sign-in;
 * - `signed-out`: no valid token;
 * - `ensuring`: signed in, the account record is being ensured (ensure-created);
 * - `ready`: ensured, the user counts as authenticated;
 * - `error`: ensuring failed for another reason than 401;
 * - `signing-out`: logout is under way.
 */
export type SessionStatus = 'loading' | 'signed-out' | 'ensuring' | 'ready' | 'error' | 'signing-out';

export type SessionValue = {
  status: SessionStatus;
  ensureError: unknown;
  ensureResult: EnsureCreatedResult | undefined;
  retryEnsure: () => void;
  /** Claims of the signed-in user's token. */
  profile: { sub: string; email?: string; name?: string; emailVerified?: boolean } | undefined;
  /** Why the identity provider's sign-in failed, if it did (the OIDC client's error). */
  signInError: Error | undefined;

  /** The subscription list (GET /api/user-accounts), once ensured. */
  accounts: UserAccountListItem[] | undefined;
  accountsError: unknown;
  /** The selected subscription, once the list confirmed it (spec section 4 selection rule). */
  subscriptionKey: string | undefined;
  /** Switches the subscription: stores the key and refetches everything of the old one. */
  selectSubscription: (subscriptionKey: string) => Promise<void>;

  /** The user's account in the selected subscription (GET /api/user-accounts/current). */
  account: CurrentUserAccount | undefined;
  accountError: unknown;
  /** True while a subscription is selected but its account is not loaded yet. */
  isAccountLoading: boolean;
  /** Roles in the selected subscription; empty while the account is of another one. */
  roles: readonly Role[];
  expirationStatus: ExpirationStatus;
  isExpired: boolean;

  logout: () => Promise<void>;
};

export const SessionContext = createContext<SessionValue | undefined>(undefined);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/**
 * The current account with its roles and expiry, for pages under /dash:
 *   const { account, may, isExpired } = useCurrentAccount();
 *   if (may('project.create')) ...
 * `may(action)` reads the one policy table (packages/contracts `POLICY`), the roles only:
 * screens say "expired" separately. Per-item answers carry `abilities` (projects, members,
 * presentations, transfers): prefer `can(item.abilities, 'delete')` where one exists.
 * A role check holds only for the selected subscription (spec section 6).
 */
/**
 * What the dashboard's shell reads of the session: the subscriptions to choose from,
 * the selection and log out. A context of its own, so that the shell does not render again for
 * the session's later changes (the account arriving, the subscription's status, ...).
 */
export type SubscriptionsValue = Pick<
  SessionValue,
  'accounts' | 'accountsError' | 'accountError' | 'subscriptionKey' | 'selectSubscription' | 'logout'
>;

export const SubscriptionsContext = createContext<SubscriptionsValue | undefined>(undefined);

export function useSubscriptions(): SubscriptionsValue {
  const subscriptions = useContext(SubscriptionsContext);
  if (!subscriptions) throw new Error('useSubscriptions must be used inside <SessionProvider>');
  return subscriptions;
}

/**
 * What most screens read of the session: the account in the selected subscription and what
 * its roles allow. A context of its own, whose value changes only with these, so
 * that its readers do not render again for every other change of the session while the
 * dashboard loads (the ensure result, the account list, the subscription's status, ...).
 */
export type CurrentAccountValue = {
  account: CurrentUserAccount | undefined;
  roles: readonly Role[];
  subscriptionKey: string | undefined;
  isExpired: boolean;
  hasRole: (...wanted: readonly Role[]) => boolean;
  may: (action: PolicyAction) => boolean;
};

export const CurrentAccountContext = createContext<CurrentAccountValue | undefined>(undefined);

export function currentAccountValue(
  account: CurrentUserAccount | undefined,
  roles: readonly Role[],
  subscriptionKey: string | undefined,
  isExpired: boolean,
): CurrentAccountValue {
  return {
    account,
    roles,
    subscriptionKey,
    isExpired,
    hasRole: (...wanted) => roles.some((role) => wanted.includes(role)),
    may: (action) => rolesMay(roles, action),
  };
}

export function useCurrentAccount(): CurrentAccountValue {
  const current = useContext(CurrentAccountContext);
  if (!current) throw new Error('useCurrentAccount must be used inside <SessionProvider>');
  return current;
}
