import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as membersOperations from '@vantage/contracts/api/members';
import { api } from '@/lib/api';
import { getSubscriptionDetailsQueryOptions } from '@/lib/subscription/api/get-subscription-details';
import { getMembersQueryOptions } from './get-members';

/** Removes a member from the subscription (409 CannotDeleteSelf). */
export function removeMember(userAccountId: number): Promise<void> {
  return api.call(membersOperations.deleteMember, { params: { userAccountId } });
}

/** Removing frees a seat: the team and the usage change. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMembersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getSubscriptionDetailsQueryOptions().queryKey }),
      ]),
  });
}
