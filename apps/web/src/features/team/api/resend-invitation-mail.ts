import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as invitationMailOperations from '@vantage/contracts/api/invitation-mail';
import { api } from '@/lib/api';
import { getInvitationLogQueryOptions } from './get-invitation-log';

/** "Send again": the Owner retries an invitation mail that failed after its retries. */
export function resendInvitationMail(id: number): Promise<void> {
  return api.call(invitationMailOperations.resendInvitationMail, { params: { id } });
}

export function useResendInvitationMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitationMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getInvitationLogQueryOptions().queryKey }),
  });
}
