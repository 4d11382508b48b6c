import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operations } from '@vantage/contracts';
import { api, queryKeyOf } from '@/lib/api';

const queryKey = queryKeyOf(operations.getEmailVerification);

/** Whether the caller's address is verified. */
export function useEmailVerification() {
  return useQuery({
    queryKey,
    queryFn: () => api.call(operations.getEmailVerification),
    // The link is opened in the mail program: look again until it has been.
    refetchInterval: (query) => (query.state.data?.emailVerified === false ? 5_000 : false),
  });
}

/** Sends a new verification mail (429 after a few an hour). */
export function useResendVerificationMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(operations.resendVerificationMail),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
