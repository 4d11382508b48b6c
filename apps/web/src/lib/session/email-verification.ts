import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmailVerificationStatus } from '@vantage/contracts';
import { api } from '@/lib/api';

const queryKey = ['user', 'email-verification'] as const;

/** GET /api/user/email-verification: whether the caller's address is verified. */
export function useEmailVerification() {
  return useQuery({
    queryKey,
    queryFn: () => api.get('/api/user/email-verification', { schema: EmailVerificationStatus }),
    // The link is opened in the mail program: look again until it has been.
    refetchInterval: (query) => (query.state.data?.emailVerified === false ? 5_000 : false),
  });
}

/** POST /api/user/email-verification: sends a new verification mail (429 after a few an hour). */
export function useResendVerificationMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/user/email-verification', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
