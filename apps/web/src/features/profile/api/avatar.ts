import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarResult, CurrentUserAccount } from '@vantage/contracts';
import * as avatarsOperations from '@vantage/contracts/api/avatars';
import * as userAccountsOperations from '@vantage/contracts/api/user-accounts';
import { api } from '@/lib/api';
import { AVATARS_QUERY_KEY } from '@/lib/avatars/use-avatar-url';

/** Uploads the caller's avatar, multipart field `file`. */
export function uploadAvatar(file: File): Promise<AvatarResult> {
  const body = new FormData();
  body.append('file', file);
  return api.call(avatarsOperations.uploadMyAvatar, { body });
}

/** Removes the caller's avatar. */
export function removeAvatar(): Promise<void> {
  return api.call(avatarsOperations.deleteMyAvatar);
}

/** Every subscription's current account (the avatar is the person's, not the account's). */
const currentAccounts = { queryKey: [userAccountsOperations.getCurrentUserAccount.id] };

/**
 * The avatar shows on the current account (hasAvatar) and as images fetched by path: both
 * are refetched after a change (the account of every subscription: the avatar is the person's).
 */
function useAvatarMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(currentAccounts),
        queryClient.invalidateQueries({ queryKey: AVATARS_QUERY_KEY }),
      ]),
  });
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);

/**
 * Removing: the cached accounts say at once that there is no avatar and the cached images
 * are dropped, so nothing asks for `current/avatar` again, which would only answer 404;
 * then the accounts are read again.
 */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: () => {
      queryClient.setQueriesData<CurrentUserAccount>(currentAccounts, (account) =>
        account ? { ...account, hasAvatar: false } : account,
      );
      queryClient.removeQueries({ queryKey: AVATARS_QUERY_KEY });
    },
    onSettled: () => queryClient.invalidateQueries(currentAccounts),
  });
}
