import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as invitationsOperations from '@vantage/contracts/api/invitations';
import { api } from '@/lib/api';
import { requestLanguageCode } from '@/lib/i18n/request-language';
import { getPendingInvitationsQueryOptions } from './get-pending-invitations';

/** Declines an invitation (204), body activationKey and languageCode. */
export function declineInvitation(activationKey: string): Promise<void> {
  return api.call(invitationsOperations.declineInvitation, {
    body: { activationKey, languageCode: requestLanguageCode() },
    requiredBodyFields: ['activationKey'],
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getPendingInvitationsQueryOptions().queryKey }),
  });
}
