import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as usersOperations from '@vantage/contracts/api/users';
import { api, queryKeyOf } from '@/lib/api';

const queryKey = queryKeyOf(usersOperations.getEmailVerification);

/** Whether the caller's address is verified. */
export function useEmailVerification() {
  return useQuery({
    queryKey,
    queryFn: () => api.call(usersOperations.getEmailVerification),
    // The link is opened in the mail program: look again until it has been.
    refetchInterval: (query) => (query.state.data?.emailVerified === false ? 5_000 : false),
  });
}

/** Sends a new verification mail (429 after a few an hour). */
export function useResendVerificationMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(usersOperations.resendVerificationMail),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
