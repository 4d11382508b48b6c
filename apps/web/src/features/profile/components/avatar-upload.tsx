import { useLingui } from '@lingui/react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import type { CurrentUserAccount } from '@vantage/contracts';
import { errorMessage } from '@/lib/api-error';
import { useAvatarUrl } from '@/lib/avatars/use-avatar-url';
import { formatPersonName } from '@/lib/formatting';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { AVATAR_ACCEPT, avatarFileProblem } from '../avatar-file';

/** Spec "/dash/profile": avatar upload (png, jpg, jpeg, gif, svg); toasts of section 8. */
export function AvatarUpload({ account }: { account: CurrentUserAccount }) {
  const { i18n } = useLingui();
  const url = useAvatarUrl(account.hasAvatar ? account.avatarDownloadUrl : null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const name = formatPersonName({
    firstName: account.userFirstName,
    lastName: account.userLastName,
    email: account.userEmailAddress,
  });
  const avatarError = (reason: string) => notifyError({ title: i18n._('dash.avatar.error', { reason }) });

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      avatarError(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifySuccess({ title: i18n._('dash.avatar.updated') }),
      onError: (error) => avatarError(errorMessage(error)),
    });
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar
        src={url ?? null}
        name={name}
        color="initials"
        size={96}
        radius={96}
        alt={i18n._('dash.avatar.of', { name })}
        data-testid="profile-avatar"
        data-has-image={url ? 'true' : 'false'}
      />
      <Stack gap="xs">
        <Group gap="xs">
          <FileButton onChange={choose} accept={AVATAR_ACCEPT}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending}>
                {i18n._('dash.avatar.upload')}
              </Button>
            )}
          </FileButton>
          {account.hasAvatar && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notifySuccess({ title: i18n._('dash.avatar.removed') }),
                  onError: (error) => avatarError(errorMessage(error)),
                })
              }
            >
              {i18n._('dash.avatar.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {i18n._('dash.avatar.formats')}
        </Text>
      </Stack>
    </Group>
  );
}
