import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as invitationsOperations from '@vantage/contracts/api/invitations';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { requestLanguageCode } from '@/lib/i18n/request-language';
import { getUserAccountsQueryOptions } from '@/lib/session/api/get-user-accounts';
import { getPendingInvitationsQueryOptions } from './get-pending-invitations';

/**
 * Accepts an invitation (204). The body carries the login URL (app origin + /login) for the
 * welcome mail, and the language code (spec section 3).
 */
export function acceptInvitation(activationKey: string): Promise<void> {
  return api.call(invitationsOperations.acceptInvitation, {
    body: {
      activationKey,
      loginUrl: `${window.location.origin}${paths.login.getHref()}`,
      languageCode: requestLanguageCode(),
    },
    requiredBodyFields: ['activationKey'],
  });
}

/** Accepting adds a subscription: the subscription list and the pending list change. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getPendingInvitationsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getUserAccountsQueryOptions().queryKey, exact: true }),
      ]),
  });
}
