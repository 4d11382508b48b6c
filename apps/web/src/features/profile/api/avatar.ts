import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AvatarResult, type CurrentUserAccount } from '@vantage/contracts';
import { api } from '@/lib/api';
import { AVATARS_QUERY_KEY } from '@/lib/avatars/use-avatar-url';
import { getCurrentAccountQueryOptions } from '@/lib/session/api/get-current-account';

/** POST /api/user-accounts/current/avatar, multipart field `file`. */
export function uploadAvatar(file: File): Promise<AvatarResult> {
  const body = new FormData();
  body.append('file', file);
  return api.post('/api/user-accounts/current/avatar', { body, schema: AvatarResult });
}

/** DELETE /api/user-accounts/current/avatar. */
export function removeAvatar(): Promise<void> {
  return api.delete('/api/user-accounts/current/avatar');
}

/**
 * The avatar shows on the current account (hasAvatar) and as images fetched by path: both
 * are refetched after a change (the account of every subscription: the avatar is the person's).
 */
function useAvatarMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  const [scope, kind] = getCurrentAccountQueryOptions(undefined).queryKey;
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [scope, kind] }),
        queryClient.invalidateQueries({ queryKey: AVATARS_QUERY_KEY }),
      ]),
  });
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);

/**
 * Removing: the cached accounts say at once that there is no avatar and the cached images
 * are dropped, so nothing asks for `current/avatar` again, which would only answer 404
 * (issue 11); then the accounts are read again.
 */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  const [scope, kind] = getCurrentAccountQueryOptions(undefined).queryKey;
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: () => {
      queryClient.setQueriesData<CurrentUserAccount>({ queryKey: [scope, kind] }, (account) =>
        account ? { ...account, hasAvatar: false } : account,
      );
      queryClient.removeQueries({ queryKey: AVATARS_QUERY_KEY });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [scope, kind] }),
  });
}
