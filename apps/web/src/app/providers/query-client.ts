import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

/**
 * Spec section 8: a 401 outside ensure-created means the session is gone; dropping the
 * local user makes the guards send the user to /login. (Ensure-created has its own rule.)
 */
function onError(signOut: () => void) {
  return (error: unknown, queryKey?: readonly unknown[]) => {
    if (isApiError(error, 401) && queryKey?.[0] !== 'session') signOut();
  };
}

export function createQueryClient(signOut: () => void): QueryClient {
  const handle = onError(signOut);
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => handle(error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Answers of the 4xx family will not change by asking again.
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
    },
  });
}
