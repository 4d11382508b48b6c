import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_CODE } from '@vantage/contracts';
import * as invitationsOperations from '@vantage/contracts/api/invitations';
import { api } from '@/lib/api';
import { getPendingInvitationsQueryOptions } from './get-pending-invitations';

/** Declines an invitation (204), body activationKey and languageCode. */
export function declineInvitation(activationKey: string): Promise<void> {
  return api.call(invitationsOperations.declineInvitation, {
    body: { activationKey, languageCode: LANGUAGE_CODE },
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
