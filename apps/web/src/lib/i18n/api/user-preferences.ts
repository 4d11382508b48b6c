import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, UserPreferences } from '@vantage/contracts';
import * as usersOperations from '@vantage/contracts/api/users';
import { api, queryKeyOf } from '@/lib/api';

/** The signed-in person's language, kept on the server for every device (GET /api/user/preferences). */
export function getUserPreferencesQueryOptions() {
  return queryOptions({
    queryKey: queryKeyOf(usersOperations.getUserPreferences),
    queryFn: () => api.call(usersOperations.getUserPreferences),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUserPreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserPreferencesQueryOptions(), ...options });
}

/** Sets the person's language, or with none, lets the browser's languages decide. */
export function useUpdateUserPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language | null) =>
      api.call(usersOperations.updateUserPreferences, { body: language ? { language } : {} }),
    onSuccess: (answer: UserPreferences) =>
      queryClient.setQueryData(getUserPreferencesQueryOptions().queryKey, answer),
  });
}
