import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as invitationsOperations from '@vantage/contracts/api/invitations';
import { api } from '@/lib/api';
import { getSubscriptionDetailsQueryOptions } from '@/lib/subscription/api/get-subscription-details';
import { getInvitationLogQueryOptions } from './get-invitation-log';

/**
 * Revokes a pending invitation (its link stops working, its seat is freed) or cleans an
 * accepted or declined one from the log.
 */
export function deleteInvitation(id: number): Promise<void> {
  return api.call(invitationsOperations.deleteInvitation, { params: { id } });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getInvitationLogQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getSubscriptionDetailsQueryOptions().queryKey }),
      ]),
  });
}
