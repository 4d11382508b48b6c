import { useQueryClient } from '@tanstack/react-query';
import type { UserAccountListItem } from '@vantage/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getUserAccountsQueryOptions } from '@/lib/session/api/get-user-accounts';
import { useSession } from '@/lib/session/session-context';
import { subscriptionAfterAcceptance } from './onboarding';

/** Spec section 9: the redirect after accepting an invitation on /welcome waits 5 seconds. */
export const WELCOME_REDIRECT_MS = 5000;

/**
 * Spec "/welcome": once `active`, after 5 seconds go to the projects, switched to the
 * subscription the user now owns if any, otherwise the first (from a fresh list).
 */
export function useRedirectAfterAcceptance(active: boolean): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { selectSubscription } = useSession();

  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(async () => {
      const accounts = await queryClient
        .fetchQuery({ ...getUserAccountsQueryOptions(), staleTime: 0 })
        .catch(() => [] as UserAccountListItem[]);
      const target = subscriptionAfterAcceptance(accounts);
      if (target) await selectSubscription(target.subscriptionKey);
      navigate(paths.dash.projects.getHref(), { replace: true });
    }, WELCOME_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [active, queryClient, selectSubscription, navigate]);
}
