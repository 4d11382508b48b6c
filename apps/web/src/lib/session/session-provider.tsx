import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as userAccountsOperations from '@vantage/contracts/api/user-accounts';
import * as usersOperations from '@vantage/contracts/api/users';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { preferences, usePreference } from '@/lib/preferences';
import { ensureCreatedQueryOptions } from './api/ensure-created';
import { getCurrentAccountQueryOptions, useCurrentAccountQuery } from './api/get-current-account';
import { useSubscriptionStatusQuery } from './api/get-subscription-status';
import { useUserAccounts } from './api/get-user-accounts';
import { updateActivity } from './api/update-activity';
import { selectSubscription as chooseSubscription } from './select-subscription';
import {
  CurrentAccountContext,
  currentAccountValue,
  SessionContext,
  type SessionStatus,
  type SessionValue,
  SubscriptionsContext,
  type SubscriptionsValue,
} from './session-context';
import { expirationStatusOf, mayReadSubscriptionStatus, rolesInSelectedSubscription } from './session-roles';
import { ssoErrorReloadUrl } from './sso';

/** Query keys that survive a subscription switch: they do not depend on the selection. */
const SUBSCRIPTION_INDEPENDENT = new Set<unknown>([
  usersOperations.ensureUserCreated.id,
  userAccountsOperations.listUserAccounts.id,
  userAccountsOperations.getCurrentUserAccount.id,
]);

/**
 * The session of spec section 4: ensures the account record after sign-in, keeps the
 * subscription selection valid, loads the current account and its expiry, and logs out.
 * Lives inside the router (logout falls back to navigating to /login).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const subject = auth.isAuthenticated && !signingOut ? auth.user?.profile.sub : undefined;
  const ensure = useQuery(ensureCreatedQueryOptions(subject));
  const ensured = subject !== undefined && ensure.isSuccess;

  useEffect(() => {
    if (ensure.data) preferences.set('isSingleSignOn', ensure.data.isSingleSignOn);
  }, [ensure.data]);

  // A second 401 while ensuring: the token is not accepted, so the session is over.
  useEffect(() => {
    if (isApiError(ensure.error, 401)) void auth.removeUser();
  }, [ensure.error, auth.removeUser]);

  // Spec "/login": a sign-in error under single sign-on reloads to the origin with an sso flag.
  useEffect(() => {
    const target = auth.error
      ? ssoErrorReloadUrl(window.location, preferences.get('isSingleSignOn'))
      : undefined;
    if (target) window.location.replace(target);
  }, [auth.error]);

  const accountsQuery = useUserAccounts({ enabled: ensured });
  const accounts = ensured ? accountsQuery.data : undefined;
  const [storedKey] = usePreference('subscriptionKey');
  const selected = accounts ? chooseSubscription(accounts, storedKey) : undefined;
  const selectedKey = selected?.subscriptionKey;

  // Keep the stored selection equal to the valid one; cleared when the user has none.
  useEffect(() => {
    if (accounts && storedKey !== (selectedKey ?? null))
      preferences.set('subscriptionKey', selectedKey ?? null);
  }, [accounts, storedKey, selectedKey]);

  // The stored selection is nearly always still valid, so its account is asked for
  // beside the account list instead of after it: one round trip less before the first page.
  // Should the list no longer hold it, the answer is never used (nor is its 403 shown).
  useEffect(() => {
    if (ensured && storedKey) void queryClient.prefetchQuery(getCurrentAccountQueryOptions(storedKey));
  }, [ensured, storedKey, queryClient]);

  // Calls read the stored key, so the selection counts only once it is stored.
  const subscriptionKey = selectedKey !== undefined && storedKey === selectedKey ? selectedKey : undefined;
  const accountQuery = useCurrentAccountQuery(subscriptionKey);
  const account = subscriptionKey ? accountQuery.data : undefined;
  const roles = useMemo(
    () => rolesInSelectedSubscription(account, subscriptionKey),
    [account, subscriptionKey],
  );
  const mayRead = mayReadSubscriptionStatus(roles);
  const statusQuery = useSubscriptionStatusQuery(subscriptionKey, mayRead);
  const expirationStatus = expirationStatusOf(account, subscriptionKey, statusQuery.data, mayRead);
  const isExpired = expirationStatus === 'Expired';

  const selectSubscription = useCallback(
    async (key: string) => {
      const predicate = (query: { queryKey: readonly unknown[] }) =>
        !SUBSCRIPTION_INDEPENDENT.has(query.queryKey[0]);
      await queryClient.cancelQueries({ predicate });
      preferences.set('subscriptionKey', key);
      await queryClient.resetQueries({ predicate });
    },
    [queryClient],
  );

  /** Spec section 4 "Logout". */
  const logout = useCallback(async () => {
    setSigningOut(true);
    preferences.remove('subscriptionKey');
    await queryClient.cancelQueries();
    queryClient.clear();
    await updateActivity({ active: false }).catch((error: unknown) => {
      console.warn('Could not report the session inactive', error);
    });
    try {
      await auth.signoutRedirect({ post_logout_redirect_uri: window.location.origin });
    } catch (error) {
      console.warn('Sign-out at the identity provider failed; removing the local session', error);
      await auth.removeUser();
      setSigningOut(false);
      navigate(paths.login.getHref(), { replace: true });
    }
  }, [auth.signoutRedirect, auth.removeUser, queryClient, navigate]);

  let status: SessionStatus;
  if (signingOut) status = 'signing-out';
  else if (auth.isLoading) status = 'loading';
  else if (!auth.isAuthenticated) status = 'signed-out';
  else if (ensure.isError) status = isApiError(ensure.error, 401) ? 'signed-out' : 'error';
  else if (!ensure.isSuccess) status = 'ensuring';
  else status = 'ready';

  const profile = auth.user?.profile;
  const value = useMemo<SessionValue>(
    () => ({
      status,
      ensureError: ensure.error,
      ensureResult: ensure.data,
      retryEnsure: () => void ensure.refetch(),
      profile: profile
        ? {
            sub: profile.sub,
            email: profile.email,
            name: profile.name,
            emailVerified: profile.email_verified,
          }
        : undefined,
      signInError: auth.error,
      accounts,
      accountsError: accountsQuery.error,
      subscriptionKey,
      selectSubscription,
      account,
      accountError: accountQuery.error,
      isAccountLoading: subscriptionKey !== undefined && accountQuery.isPending,
      roles,
      expirationStatus,
      isExpired,
      logout,
    }),
    [
      status,
      ensure.error,
      ensure.data,
      ensure.refetch,
      profile,
      auth.error,
      accounts,
      accountsQuery.error,
      subscriptionKey,
      selectSubscription,
      account,
      accountQuery.error,
      accountQuery.isPending,
      roles,
      expirationStatus,
      isExpired,
      logout,
    ],
  );

  const currentAccount = useMemo(
    () => currentAccountValue(account, roles, subscriptionKey, isExpired),
    [account, roles, subscriptionKey, isExpired],
  );

  const subscriptions = useMemo<SubscriptionsValue>(
    () => ({
      accounts,
      accountsError: accountsQuery.error,
      accountError: accountQuery.error,
      subscriptionKey,
      selectSubscription,
      logout,
    }),
    [accounts, accountsQuery.error, accountQuery.error, subscriptionKey, selectSubscription, logout],
  );

  return (
    <SessionContext.Provider value={value}>
      <SubscriptionsContext.Provider value={subscriptions}>
        <CurrentAccountContext.Provider value={currentAccount}>{children}</CurrentAccountContext.Provider>
      </SubscriptionsContext.Provider>
    </SessionContext.Provider>
  );
}
