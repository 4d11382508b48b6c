import { useLingui } from '@lingui/react';
import { Avatar, type MantineSize } from '@mantine/core';
import type { SubscriptionMember } from '@vantage/contracts';
import { useAvatarUrl } from '@/lib/avatars/use-avatar-url';
import { formatPersonName } from '@/lib/formatting';

/** A member's avatar (fetched with the bearer token), or their initials. */
export function MemberAvatar({
  member,
  size = 'md',
}: {
  member: SubscriptionMember;
  size?: MantineSize | number;
}) {
  const { i18n } = useLingui();
  const url = useAvatarUrl(member.hasAvatar ? member.avatarDownloadUrl : null);
  const name = formatPersonName({
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.emailAddress,
  });
  return (
    <Avatar
      src={url ?? null}
      alt={i18n._('dash.avatar.of', { name })}
      name={name}
      color="initials"
      size={size}
      radius="xl"
    />
  );
}
