import { queryOptions } from '@tanstack/react-query';
import type { EnsureCreatedResult } from '@vantage/contracts';
import * as usersOperations from '@vantage/contracts/api/users';
import { api, queryKeyOf } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { preferences } from '@/lib/preferences';

/** Creates or updates the user's record from the token. */
export function ensureCreated(): Promise<EnsureCreatedResult> {
  return api.call(usersOperations.ensureUserCreated);
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
    queryKey: [...queryKeyOf(usersOperations.ensureUserCreated), userSubject],
    queryFn: ensureCreatedWithReset,
    enabled: userSubject !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
