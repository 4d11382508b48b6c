import { queryOptions } from '@tanstack/react-query';
import { EnsureCreatedResult } from '@vantage/contracts';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { preferences } from '@/lib/preferences';

/** POST /api/user/ensure-created: creates or updates the user's record from the token. */
export function ensureCreated(): Promise<EnsureCreatedResult> {
  return api.post('/api/user/ensure-created', { schema: EnsureCreatedResult });
}

/**
 * Spec section 4 "Session": if ensuring fails with 401 the selected subscription is cleared
 * and ensuring is retried (once: a second 401 means the session is really gone).
 */
export async function ensureCreatedWithReset(): Promise<EnsureCreatedResult> {
  try {
    return await ensureCreated();
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    preferences.remove('subscriptionKey');
    return ensureCreated();
  }
}

/** One entry per signed-in user: the session counts as authenticated once it succeeded. */
export function ensureCreatedQueryOptions(userSubject: string | undefined) {
  return queryOptions({
    queryKey: ['session', 'ensure-created', userSubject],
    queryFn: ensureCreatedWithReset,
    enabled: userSubject !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
